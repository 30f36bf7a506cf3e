import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Asks the browser to confirm leaving the page while the host has unsaved changes. */
export class LeaveGuardController implements ReactiveController {
  readonly #unsaved: () => boolean;

  constructor(host: ReactiveControllerHost, unsaved: () => boolean) {
    this.#unsaved = unsaved;
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('beforeunload', this.#onBeforeUnload);
  }

  hostDisconnected(): void {
    window.removeEventListener('beforeunload', this.#onBeforeUnload);
  }

  readonly #onBeforeUnload = (event: BeforeUnloadEvent): void => {
    if (!this.#unsaved()) return;
    event.preventDefault();
    event.returnValue = '';
  };
}
