import { http, paths, type AnswerData, type Schema } from '@/shared/api';

export type ServiceMessageInput = Schema<'ServiceMessageInput'>;
export type ServiceMessage = AnswerData<'createServiceMessage'>;

/** POST {v1}/service/messages (docs/api.md §25): `silent`, the form says a refusal next to what was typed. */
export async function leaveServiceMessage(input: ServiceMessageInput): Promise<ServiceMessage> {
  const body = await http.post<ServiceMessage>(paths.v1('/service/messages'), { json: input, silent: true });
  return body.data;
}
