// The sign-in and registration screens' toasts (the spec's, verbatim).

export const LOGIN_SUCCESS = 'Login successful!';
export const REGISTER_SUCCESS = 'Registration successful! Please check your email for verification.';
export const REGISTER_FAILED = 'Registration failed. Please try again.';
