/**
 * User-facing texts that both the server (in its answers) and the web app (on screen, or as its
 * fallback when an answer carries none) write: one spelling each (docs/product.md §8).
 */
export const MESSAGES = {
  signupCodeSent: 'Signup successful. OTP sent to your email for verification.',
  codeResent: 'A new OTP has been sent to your email',
  codeVerified: 'OTP verified successfully!',
  noToken: 'Authentication token not found',
  onExplorer: 'You are on the Explorer plan.',
  signedOutEverywhere: 'Signed out on every device.',
  notFound: 'The requested resource could not be found.',
} as const;
