export { registerPortalRoutes, portalDirectory, portalCsp } from './routes.js';
