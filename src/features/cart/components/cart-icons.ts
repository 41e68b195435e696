import type { LiteIconDef } from '@/shared/ui/lite-icons';

/*
 * The row's icons without antd's icon component (src/shared/ui/lite-icons.tsx): 200 rows drew 600 of antd's, each
 * with its context and style hooks, about a tenth of the 200-line cart's first render.
 */
export const deleteIcon: LiteIconDef = {
  name: 'delete',
  d: 'M360 184h-8c4.4 0 8-3.6 8-8v8h304v-8c0 4.4 3.6 8 8 8h-8v72h72v-80c0-35.3-28.7-64-64-64H352c-35.3 0-64 28.7-64 64v80h72v-72zm504 72H160c-17.7 0-32 14.3-32 32v32c0 4.4 3.6 8 8 8h60.4l24.7 523c1.6 34.1 29.8 61 63.9 61h454c34.2 0 62.3-26.8 63.9-61l24.7-523H888c4.4 0 8-3.6 8-8v-32c0-17.7-14.3-32-32-32zM731.3 840H292.7l-24.2-512h487l-24.2 512z',
};
export const minusIcon: LiteIconDef = { name: 'minus', d: 'M872 474H152c-4.4 0-8 3.6-8 8v60c0 4.4 3.6 8 8 8h720c4.4 0 8-3.6 8-8v-60c0-4.4-3.6-8-8-8z' };
export const plusIcon: LiteIconDef = {
  name: 'plus',
  d: 'M482 152h60q8 0 8 8v704q0 8-8 8h-60q-8 0-8-8V160q0-8 8-8zM192 474h672q8 0 8 8v60q0 8-8 8H160q-8 0-8-8v-60q0-8 8-8z',
};
