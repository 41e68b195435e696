export { orderQueries } from './api/queries';
