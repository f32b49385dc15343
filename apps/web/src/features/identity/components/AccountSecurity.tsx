/**
 * The account part of My Profile: e-mail verification state with "resend", and password change.
 * Rendered by the profile screen; built by the identity feature.
 */
export function AccountSecurity() {
  return null;
}
