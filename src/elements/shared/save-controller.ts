/**
 * An admin element's save: the request that sends the draft, run on demand through a `Task` (so it is
 * aborted when a new one starts and the element renders as it runs), with what the element does when it
 * is done. The body sent travels with the snapshot of the form it was made from, so the element can
 * tell edits made while the save ran from what was sent. A failure reaches `failed` as an error to word
 * (`failureOf` in `admin-failure.ts`); an aborted request reaches nothing.
 *
 * ```ts
 * readonly #save = new SaveController<Knowledge, KnowledgeForm>(this, {
 *   send: (knowledge, signal) => this.#client.editKnowledge(knowledge, { signal }),
 *   saved: (knowledge, snapshot) => …,
 *   failed: (error) => …,
 * });
 * // "Save" pressed: await this.#save.run(body, this.form); a draft reads this.#save.busy.
 * ```
 */
import type { ReactiveControllerHost } from 'lit';
import { Task, TaskStatus } from '@lit/task';
import type { ApiError } from '../../api/errors.js';
import { failureOf } from './admin-failure.js';

export interface SaveOptions<B, S> {
  /** Sends the body (the client's operation). */
  send: (body: B, signal: AbortSignal) => Promise<unknown>;
  /** The body was accepted; `snapshot` is the form it was made from. */
  saved: (body: B, snapshot: S) => void;
  /** The body was refused or never arrived. */
  failed: (error: ApiError | Error, body: B) => void;
}

export class SaveController<B, S> {
  readonly #task: Task<readonly [B, S], readonly [B, S]>;
  /** The body of the save running or last run, for `failed`. */
  #body: B | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement, { send, saved, failed }: SaveOptions<B, S>) {
    this.#task = new Task(host, {
      task: async ([body, snapshot]: readonly [B, S], { signal }) => {
        await send(body, signal);
        return [body, snapshot] as const;
      },
      autoRun: false,
      onComplete: ([body, snapshot]) => saved(body, snapshot),
      onError: (error) => {
        const failure = failureOf(error);
        if (failure) failed(failure, this.#body!);
      },
    });
  }

  /** Whether a save is running. */
  get busy(): boolean {
    return this.#task.status === TaskStatus.PENDING;
  }

  /** Sends `body`; resolves when done (the outcome goes to `saved` or `failed`). */
  async run(body: B, snapshot: S): Promise<void> {
    this.#body = body;
    await this.#task.run([body, snapshot]);
  }
}
