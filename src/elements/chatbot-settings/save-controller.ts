import type { AdminClient } from '../../api/admin-client.js';
import type { ApiError } from '../../api/errors.js';
import type { ChatbotEdit } from '../../api/schemas.js';
import { emit } from '../shared/emit.js';
import { SaveController } from '../shared/save-controller.js';
import type { StatusController } from '../shared/status-note.js';
import type { Strings } from './i18n.js';
import type { SettingsErrorDetail, SettingsSaveDetail } from './settings-events.js';
import type { FormValues } from './settings-draft.js';

interface SettingsSaveOptions {
  client: () => AdminClient;
  /** Where the save's outcome is shown (the element's one status note). */
  status: StatusController<Strings>;
  /** The words of the host's language now (for the event's message). */
  strings: () => Strings;
  /** Edit succeeded: `payload` was sent, made from the form values `snapshot`. */
  saved: (payload: ChatbotEdit, snapshot: FormValues) => void;
}

/**
 * Saving the settings: the shared `SaveController` running Edit, its outcome in the status note, and
 * `settings-saved` or `settings-error` fired from the host. A failure is worded for the owner; the
 * transport detail goes to the console and the event's `error`, where a developer looks.
 */
export class SettingsSave {
  readonly #host: HTMLElement;
  readonly #options: SettingsSaveOptions;
  readonly #save: SaveController<ChatbotEdit, FormValues>;

  constructor(host: ConstructorParameters<typeof SaveController>[0], options: SettingsSaveOptions) {
    this.#host = host;
    this.#options = options;
    this.#save = new SaveController(host, {
      send: (payload, signal) => this.#options.client().editChatbot(payload, { signal }),
      saved: (payload, snapshot) => this.#onSaved(payload, snapshot),
      failed: (error) => this.#onFailed(error),
    });
  }

  /** Whether a save is running. */
  get busy(): boolean {
    return this.#save.busy;
  }

  /** Sends `payload`, made from the form values `snapshot`; resolves when done. */
  async run(payload: ChatbotEdit, snapshot: FormValues): Promise<void> {
    this.#options.status.show('info', (t) => t.saving);
    await this.#save.run(payload, snapshot);
  }

  #onSaved(payload: ChatbotEdit, snapshot: FormValues): void {
    this.#options.saved(payload, snapshot);
    const at = new Date();
    this.#options.status.show('success', (t) => t.saved(at));
    emit<SettingsSaveDetail>(this.#host, 'settings-saved', { settings: payload });
  }

  #onFailed(failure: ApiError | Error): void {
    const say = (t: Strings) => t.notSaved(t.failure(failure));
    console.warn('<chatbot-settings>: the settings could not be saved.', failure);
    this.#options.status.show('error', say);
    emit<SettingsErrorDetail>(this.#host, 'settings-error', { error: failure, message: say(this.#options.strings()) });
  }
}
