export { createOidcClient, OidcError, type OidcChecks, type OidcClient, type OidcIdentity } from './oidc-client.ts';
