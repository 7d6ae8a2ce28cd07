/** The last accepted authenticator time step per account (see totp-replay.ts). */
export interface TotpAcceptedStepsTable {
  user_id: string;
  /** SHA-256 (hex) of the stored, encrypted TOTP secret the step was accepted for. */
  secret_digest: string;
  time_step: number;
}

export interface TotpStepTables {
  totp_accepted_steps: TotpAcceptedStepsTable;
}
