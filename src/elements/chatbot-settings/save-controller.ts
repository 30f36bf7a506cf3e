import type { ReactiveControllerHost } from 'lit';
import { Task, TaskStatus } from '@lit/task';
import type { AdminClient } from '../../api/admin-client.js';
import { isApiError } from '../../api/errors.js';
import type { ChatbotEdit } from '../../api/schemas.js';
import { emit } from '../shared/emit.js';
import type { Strings } from './i18n.js';
import type { SettingsErrorDetail, SettingsSaveDetail } from './settings-events.js';
import type { FormValues } from './settings-draft.js';

/** The status beside Save, worded when rendered (so it follows a change of language). */
export type Note = { kind: 'success' | 'error' | 'info'; say: (t: Strings) => string };

interface SaveOptions {
  client: () => AdminClient;
  /** The words of the host's language now (for the event's message). */
  strings: () => Strings;
  /** Edit succeeded: `payload` was sent, made from the form values `snapshot`. */
  saved: (payload: ChatbotEdit, snapshot: FormValues) => void;
}

/**
 * Saving: runs Edit, keeps the status note (saving, saved, failed, or any other the host tells),
 * and fires `settings-saved` or `settings-error` from the host. A failure is worded for the owner;
 * the transport detail goes to the console and the event's `error`, where a developer looks.
 */
export class SaveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: SaveOptions;
  #note: Note | undefined;

  readonly #task: Task<readonly [ChatbotEdit, FormValues], readonly [ChatbotEdit, FormValues]>;

  constructor(host: ReactiveControllerHost & HTMLElement, options: SaveOptions) {
    this.#host = host;
    this.#options = options;
    this.#task = new Task(host, {
      task: async ([payload, snapshot]: readonly [ChatbotEdit, FormValues], { signal }) => {
        await this.#options.client().editChatbot(payload, { signal });
        return [payload, snapshot] as const;
      },
      autoRun: false,
      onComplete: ([payload, snapshot]) => this.#onSaved(payload, snapshot),
      onError: (error) => this.#onFailed(error),
    });
  }

  /** Whether a save is running. */
  get busy(): boolean {
    return this.#task.status === TaskStatus.PENDING;
  }

  get note(): Note | undefined {
    return this.#note;
  }

  tell(note: Note | undefined): void {
    this.#note = note;
    this.#host.requestUpdate();
  }

  /** After an edit: "saved" and "discarded" notes end; a failure stays in view until the next save. */
  settle(): void {
    if (this.#note && this.#note.kind !== 'error' && !this.busy) this.tell(undefined);
  }

  /** Sends `payload`, made from the form values `snapshot`; resolves when done. */
  async run(payload: ChatbotEdit, snapshot: FormValues): Promise<void> {
    this.tell({ kind: 'info', say: (t) => t.saving });
    await this.#task.run([payload, snapshot]);
  }

  #onSaved(payload: ChatbotEdit, snapshot: FormValues): void {
    this.#options.saved(payload, snapshot);
    const at = new Date();
    this.tell({ kind: 'success', say: (t) => t.saved(at) });
    emit<SettingsSaveDetail>(this.#host, 'settings-saved', { settings: payload });
  }

  #onFailed(error: unknown): void {
    const failure = isApiError(error) || error instanceof Error ? error : new Error(String(error));
    if (isApiError(failure) && failure.kind === 'aborted') return;
    const say = (t: Strings) => t.notSaved(t.failure(failure));
    console.warn('<chatbot-settings>: the settings could not be saved.', failure);
    this.tell({ kind: 'error', say });
    emit<SettingsErrorDetail>(this.#host, 'settings-error', { error: failure, message: say(this.#options.strings()) });
  }
}
