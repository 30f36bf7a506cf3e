// A Preact consumer of realty-elements/jsx-preact (compiled strict by test/build/react.node.test.ts against
// the BUILT package, as a consumer resolves it). Every tag with attributes, properties and typed handlers;
// each expected error below fails the compile when the types loosen to `any` or stop checking values.
import type {} from 'realty-elements/jsx-preact';
import type { Listing } from 'realty-elements/api';
import type { JSX } from 'preact';
import { useRef, useState } from 'preact/hooks';

export function Page(): JSX.Element {
  const search = useRef<HTMLElementTagNameMap['listing-search']>(null);
  const [chosen, setChosen] = useState<Listing | undefined>(undefined);
  return (
    <main>
      <listing-search
        ref={search}
        serial-number="demo-realty"
        session-key="demo-session-key"
        api-base=""
        page-size={3}
        sale-type="for_rent"
        card-action="detail"
        sync-url
        class="results"
        onlisting-select={(event) => {
          const listing: Listing = event.detail.listing;
          event.preventDefault();
          setChosen(listing);
        }}
        onlisting-results={(event) => console.log(event.detail.items.length, event.detail.total)}
        onlisting-search={(event) => console.log(event.detail.filters, event.detail.pageSize)}
        onlisting-error={(event) => console.log(event.detail.error.message)}
      />
      <listing-search
        serialNumber="demo-realty"
        sessionKey="k"
        pageSize={3}
        saleType="for_sale"
        cardAction="url"
        lang="es"
      />
      <listing-card
        listing={chosen}
        area-unit="Square Meters"
        link
        onlisting-select={(event) => setChosen(event.detail.listing)}
      />
      <listing-detail listing={chosen} area-unit="Square Feet" lang="en" />
      <chatbot-settings
        serial-number="demo-bot"
        api-base="/admin-api"
        onsettings-save={(event) => event.detail.settings.serialNumber.length > 0 || event.preventDefault()}
        onsettings-error={(event) => console.log(event.detail.message)}
      >
        <p>Help text</p>
      </chatbot-settings>
      <chatbot-preview
        open
        floating
        settings={{}}
        onchatbot-preview-toggle={(event) => console.log(event.detail.open)}
      />
      {/* @ts-expect-error sale-type takes only the element's values */}
      <listing-search sale-type="for_lease" />
      {/* @ts-expect-error page-size is a number or its text */}
      <listing-search page-size="three" />
      {/* @ts-expect-error pageSize is a number */}
      <listing-search pageSize="3" />
      {/* @ts-expect-error no such property */}
      <listing-search pageSise={3} />
      {/* @ts-expect-error the ref is of the element's own type */}
      <listing-card ref={search} />
      <listing-search
        onlisting-select={(event) => {
          // @ts-expect-error the detail is typed, not any
          console.log(event.detail.nope);
        }}
      />
    </main>
  );
}
