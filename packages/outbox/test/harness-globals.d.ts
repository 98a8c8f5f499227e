// What the harness page (fixtures/harness-entry.ts) puts on window, for the scenarios' page.evaluate.
type HarnessValues = { name: string; email: string; company?: string; message: string };
type HarnessResult =
  | { ok: true; enquiryId: string | null; params: Record<string, string>; skipped?: string }
  | {
      ok: false;
      kind: string;
      status: number;
      fieldErrors?: Record<string, { code: string; max?: number }>;
    };

interface Window {
  harness: {
    send(
      kind: 'contact',
      values: HarnessValues,
      options?: { formId?: string },
    ): Promise<HarnessResult>;
    clearDraft(formId: string): void;
  };
}
