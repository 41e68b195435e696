/**
 * Set on `<html>` by the landing script (src/app/landing.ts) once it has announced the code of the page the
 * visitor landed on; main.tsx then does not look the route up again (preloadRoute in src/app/router.tsx).
 */
export const PAGE_ANNOUNCED = 'data-page-announced';
