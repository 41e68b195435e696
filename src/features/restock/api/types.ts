// TEMP until docs/openapi.yaml has §24 (the contract helper): the shape of docs/api.md §24, then Schema<'RestockAlert'>.
export interface RestockAlert {
  matlId: string;
  catalogNo: string;
  name: string;
  spec: string;
  mfrName: string;
  price: number;
  stock: number;
  leadDays: number;
  status: 'waiting' | 'arrived';
  seen: boolean;
  createdAt: string;
  arrivedAt: string | null;
}
export interface RestockCount {
  waiting: number;
  arrived: number;
}
