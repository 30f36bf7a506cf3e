/**
 * The listing form of <listing-manager>: the values being edited against those saved, which fields were
 * touched (their problems show as the person types; all of them once a save was tried), and the save
 * itself (RealEstateCreate, or RealEstateUpdate of the changed fields by the chosen key).
 */
import { isApiError } from '../../api/errors.js';
import type { KeyType, Listing, ListingUpdate } from '../../api/schemas.js';
import { failureOf } from '../shared/admin-failure.js';
import { emit } from '../shared/emit.js';
import { focusWhenRendered } from '../shared/list-rows.js';
import type { ListingCreatedDetail, ListingUpdatedDetail } from './events.js';
import type { Strings } from './i18n.js';
import { indexListings } from './import-run.js';
import {
  type ListingField,
  type ListingValues,
  type Problem,
  changedFields,
  checkValues,
  emptyValues,
  updateOf,
  valuesOfListing,
} from './listing-form.js';
import { type ManagerContext, listingName } from './manager-context.js';

type ListField = 'Images' | 'ExtensionColumn';

/** What a key of each kind is called (in "no listing matched" and "more than one listing has"). */
const keyLabel = (t: Strings, keyType: KeyType) =>
  ({ Native: t.keyNative, MLSNumber: t.keyMls, URL: t.keyUrl })[keyType];

// A controller without lifecycle hooks: it holds its job's state and asks the host to render when it changes.
export class FormController {
  /** The listing being edited; undefined for a new one. */
  editing: Listing | undefined = undefined;
  values: ListingValues = emptyValues();
  /** The values as last saved (or read): what an edit is compared with. */
  saved: ListingValues = emptyValues();
  keyType: KeyType = 'Native';
  /** A save was tried: every problem shows, not only those of touched fields. */
  submitted = false;
  busy = false;

  readonly #ctx: ManagerContext;
  #touched = new Set<ListingField>();

  constructor(ctx: ManagerContext) {
    this.#ctx = ctx;
  }

  /** Unsaved edits. */
  get dirty(): boolean {
    return this.changed.length > 0;
  }

  get changed(): ListingField[] {
    return changedFields(this.saved, this.values);
  }

  /** The problems to show now: of touched fields, or all of them after a save was tried. */
  get problems(): {
    all: ReadonlyMap<ListingField | 'listing', Problem>;
    shown: Map<ListingField | 'listing', Problem>;
  } {
    const { problems } = checkValues(this.values, this.#ctx.serial());
    const shown = new Map(
      [...problems].filter(([name]) => this.submitted || (name !== 'listing' && this.#touched.has(name))),
    );
    return { all: problems, shown };
  }

  /** Starts editing `listing` (or a new one). */
  open(listing: Listing | undefined): void {
    this.editing = listing;
    this.saved = listing ? valuesOfListing(listing) : emptyValues();
    this.values = structuredClone(this.saved);
    this.#touched = new Set();
    this.submitted = false;
    this.keyType = 'Native';
    this.#ctx.host.requestUpdate();
  }

  set(name: ListingField, value: string | ListingValues[ListField]): void {
    this.values = { ...this.values, [name]: value };
    this.#touched.add(name);
    this.#ctx.host.requestUpdate();
  }

  /** Sets a list field; `focus` is the item to focus after rendering (-1: its Add button, after the last was removed). */
  setList(name: ListField, items: ListingValues[typeof name], focus?: number): void {
    this.set(name, items);
    if (focus !== undefined) focusWhenRendered(this.#ctx.host, focus < 0 ? `f-${name}-add` : `f-${name}-${focus}`);
  }

  setKeyType(keyType: KeyType): void {
    this.keyType = keyType;
    this.#ctx.host.requestUpdate();
  }

  /** Checks and sends the form; on success the table shows again with a note, else the form says why. */
  async save(): Promise<void> {
    const ctx = this.#ctx;
    if (this.busy) return;
    this.submitted = true;
    const { input, problems } = checkValues(this.values, ctx.serial());
    if (!input) {
      ctx.host.requestUpdate();
      // The first field to fix; a list's first row; for the listing as a whole, its description.
      const first = [...problems.keys()][0];
      const id =
        first === 'listing' ? 'Description' : first === 'Images' || first === 'ExtensionColumn' ? `${first}-0` : first;
      focusWhenRendered(ctx.host, `f-${id}`);
      return;
    }
    const editing = this.editing;
    this.busy = true;
    ctx.status.show('info', (t) => t.saving);
    try {
      if (!editing) {
        const id = await ctx.admin().createListing(input);
        emit<ListingCreatedDetail>(ctx.host, 'listing-created', { id, listing: input });
        const name = input.Address || input.MLSNumber;
        ctx.status.show('success', (t) => t.created(name));
      } else {
        const key = await this.#keyFor(editing);
        if (typeof key === 'function') return ctx.status.show('error', key);
        const update = updateOf(this.saved, input, this.values, key);
        if (!update) return ctx.status.show('info', (t) => t.noChanges);
        try {
          await ctx.admin().updateListing(update);
        } catch (error) {
          // Nothing matched the key (the listing changed or went elsewhere): say so, not a failure of the service.
          if (!isApiError(error) || error.kind !== 'not-found') throw error;
          return ctx.status.show('error', (t) => t.notFound(keyLabel(t, key.KeyType), key.Key));
        }
        emit<ListingUpdatedDetail>(ctx.host, 'listing-updated', { update, changed: this.changed });
        ctx.status.show('success', (t) => t.updated(listingName(t, editing)));
      }
      ctx.refresh();
      ctx.show('table');
    } catch (error) {
      const failure = failureOf(error);
      if (failure) ctx.status.show('error', (t) => t.notSaved(t.failure(failure)));
    } finally {
      this.busy = false;
      ctx.host.requestUpdate();
    }
  }

  /**
   * The key of the listing being edited, by the chosen kind, as stored (the URL as the API holds it, not as
   * `safeUrl` rewrote it for links); by MLS number or URL only when that is unique.
   */
  async #keyFor(listing: Listing): Promise<Pick<ListingUpdate, 'Key' | 'KeyType'> | ((t: Strings) => string)> {
    if (this.keyType === 'Native') return { Key: String(listing.id), KeyType: 'Native' };
    const byMls = this.keyType === 'MLSNumber';
    const key = byMls ? this.saved.MLSNumber : this.saved.Url;
    const keyType = this.keyType;
    const found = (indexListings(await this.#ctx.allListings()).get(`${byMls ? 'm' : 'u'}:${key}`) ?? []).length;
    if (found === 0) return (t) => t.notFound(keyLabel(t, keyType), key);
    if (found > 1) return (t) => t.notUnique(keyLabel(t, keyType));
    return { Key: key, KeyType: keyType };
  }
}
