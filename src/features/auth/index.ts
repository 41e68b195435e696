export { logout, type LogoutOutcome } from './api/logout';
