/**
 * What the admin elements' drafts have in common. Each element derives its draft with a pure function
 * of what was typed (`deriveDraft` in `knowledge-draft.ts`, `settings-draft.ts`, the listing model),
 * told the same two facts about the element: these.
 */
export interface DraftContext {
  /** The chatbot ID (trimmed); empty when there is none. */
  serial: string;
  /** Whether a save is running. */
  busy: boolean;
}
