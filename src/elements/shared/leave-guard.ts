/**
 * The leave-page guard of an admin element: while there is work that would be lost (an unsaved draft,
 * an import running), leaving or reloading the page asks first (the browser's own `beforeunload`
 * prompt, whose words the browser chooses). Listens only while the element is connected:
 *
 * ```ts
 * readonly #leaveGuard = new LeaveGuardController(this, () => this.dirty);
 * ```
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class LeaveGuardController implements ReactiveController {
  readonly #atStake: () => boolean;
  /** The sentence older browsers show; current ones show their own. */
  readonly #message: () => string;

  constructor(host: ReactiveControllerHost, atStake: () => boolean, message: () => string = () => '') {
    this.#atStake = atStake;
    this.#message = message;
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('beforeunload', this.#onBeforeUnload);
  }

  hostDisconnected(): void {
    window.removeEventListener('beforeunload', this.#onBeforeUnload);
  }

  readonly #onBeforeUnload = (event: BeforeUnloadEvent): void => {
    if (!this.#atStake()) return;
    event.preventDefault();
    event.returnValue = this.#message();
  };
}
