/** The owner always approves (docs/api.md §13): said beside the approver list and in the owner's summary. */
export const OWNER_APPROVES = '主账号始终可以审批';

/** An inline form whose code did not come (offline, or a new deployment removed it); the summary stays. */
export const FORM_FAILED = '编辑表单暂时无法打开，请检查网络后刷新页面重试';
