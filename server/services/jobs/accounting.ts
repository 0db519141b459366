import { ACCOUNTING_NOT_CONFIGURED } from "../../contracts/invoices";

/** What an accounting system must offer to receive invoices (decision 045). */
export interface AccountingAdapter {
  readonly name: string;
  /**
   * Sends the invoice; answers the system's id for it. The idempotency key is the same on every
   * retry of one invoice, so a system that honours it never creates a second invoice.
   */
  pushInvoice(
    invoice: {
      invoiceNumber: string;
      amount: number;
      issuedDate: string | null;
      dueDate: string | null;
      description: string | null;
      clientName: string | null;
      jobNumber: string;
    },
    options: { idempotencyKey: string },
  ): Promise<{ externalRef: string }>;
}

export type AdapterChoice = { ok: true; adapter: AccountingAdapter } | { ok: false; error: string };

/** The adapter named by ACCOUNTING_SYSTEM among those the registry holds (MYOB: decision 279). */
export function accountingAdapter(
  system: string | undefined = process.env.ACCOUNTING_SYSTEM,
  registry: Record<string, AccountingAdapter> = {},
): AdapterChoice {
  if (!system) return { ok: false, error: ACCOUNTING_NOT_CONFIGURED };
  const adapter = registry[system.toLowerCase()];
  if (!adapter) {
    return {
      ok: false,
      error: `The accounting system '${system}' is not available in this installation. Set ACCOUNTING_SYSTEM to a supported system and its credentials.`,
    };
  }
  return { ok: true, adapter };
}
