export { registerPortalRoutes, portalDirectory, portalCsp, portalStatus } from './routes.js';
