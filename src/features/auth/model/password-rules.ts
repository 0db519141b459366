/**
 * Set-password rules of product §5: new password required, at least 8 characters when the
 * route carries a role (6 otherwise), with a digit, a punctuation symbol and an uppercase letter;
 * confirm required, at least 6, equal to the new password.
 */
export const PASSWORD_HINT = "At Least 8 characters with number, symbol and an uppercase letter";
export const CONFIRM_ERROR = "Invalid confirm password";
export const REQUIRED = "Required";

const DIGIT = /\d/;
const UPPER = /[A-Z]/;
// ASCII punctuation and symbols: !"#$%&'()*+,-./ :;<=>?@ [\]^_` {|}~
const SYMBOL = /[!-/:-@[-`{-~]/;

export function newPasswordError(value: string, rolePresent: boolean): string | null {
  if (!value) return REQUIRED;
  const min = rolePresent ? 8 : 6;
  if (value.length < min || !DIGIT.test(value) || !UPPER.test(value) || !SYMBOL.test(value)) {
    return PASSWORD_HINT;
  }
  return null;
}

export function confirmPasswordError(password: string, confirm: string): string | null {
  if (!confirm) return REQUIRED;
  if (confirm.length < 6 || confirm !== password) return CONFIRM_ERROR;
  return null;
}
