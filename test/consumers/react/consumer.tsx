// A React 19 consumer of realty-elements/jsx and realty-elements/react (compiled strict by
// test/build/react.node.test.ts against the BUILT package, as a consumer resolves it). Every tag and every
// wrapper, with attributes, properties and typed handlers; each expected error below fails the compile when
// the types loosen to `any` or stop checking values.
import type {} from 'realty-elements/jsx';
import type { Listing } from 'realty-elements/api';
import {
  ChatbotPreview,
  ChatbotSettings,
  KnowledgeEditor,
  ListingCard,
  ListingDetail,
  ListingSearch,
} from 'realty-elements/react';
import { useRef, useState, type ReactElement } from 'react';

export function Page(): ReactElement {
  const search = useRef<HTMLElementTagNameMap['listing-search']>(null);
  const [chosen, setChosen] = useState<Listing | undefined>();
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
        className="results"
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
      <knowledge-editor
        serial-number="demo-bot"
        api-base="/admin-api"
        onknowledge-saved={(event) => console.log(event.detail.knowledge.text)}
        onknowledge-error={(event) => console.log(event.detail.message, event.detail.knowledge.qaList?.length)}
      />
      {/* @ts-expect-error sale-type takes only the element's values */}
      <listing-search sale-type="for_lease" />
      {/* @ts-expect-error page-size is a number or its text */}
      <listing-search page-size="three" />
      {/* @ts-expect-error pageSize is a number */}
      <listing-search pageSize="3" />
      {/* @ts-expect-error no such property */}
      <listing-search pageSise={3} />
      <listing-search
        onlisting-select={(event) => {
          // @ts-expect-error the detail is typed, not any
          console.log(event.detail.nope);
        }}
      />
    </main>
  );
}

export function Wrapped(): ReactElement {
  const element = useRef<HTMLElementTagNameMap['listing-search']>(null);
  const [chosen, setChosen] = useState<Listing | undefined>();
  return (
    <main>
      <ListingSearch
        ref={element}
        serialNumber="demo-realty"
        sessionKey="demo-session-key"
        apiBase=""
        pageSize={3}
        saleType="for_rent"
        className="results"
        onListingSelect={(event) => {
          event.preventDefault();
          setChosen(event.detail.listing);
        }}
        onListingResults={(event) => console.log(event.detail.items.length)}
        onListingSearch={(event) => console.log(event.detail.page)}
        onListingError={(event) => console.log(event.detail.error.message)}
      />
      <ListingCard
        listing={chosen}
        areaUnit="Square Meters"
        link
        onListingSelect={(event) => setChosen(event.detail.listing)}
      />
      <ListingDetail listing={chosen} />
      <ChatbotSettings
        serialNumber="demo-bot"
        apiBase="/admin-api"
        onSettingsSave={(event) => console.log(event.detail.settings.serialNumber)}
        onSettingsInput={(event) => console.log(event.detail.field)}
        onChatbotPreviewToggle={(event) => console.log(event.detail.open)}
      >
        <p>Help text</p>
      </ChatbotSettings>
      <ChatbotPreview open settings={{}} onChatbotPreviewToggle={(event) => console.log(event.detail.open)} />
      <KnowledgeEditor
        serialNumber="demo-bot"
        apiBase="/admin-api"
        onKnowledgeSave={(event) => event.detail.knowledge.serialNumber.length > 0 || event.preventDefault()}
        onKnowledgeSaved={(event) => console.log(event.detail.knowledge.websiteList?.length)}
        onKnowledgeError={(event) => console.log(event.detail.error.message)}
      />
      {/* @ts-expect-error serialNumber is a string */}
      <KnowledgeEditor serialNumber={56} />
      {/* @ts-expect-error pageSize is a number */}
      <ListingSearch pageSize="3" />
      {/* @ts-expect-error saleType takes only the element's values */}
      <ListingSearch saleType="for_lease" />
      <ListingSearch
        onListingSelect={(event) => {
          // @ts-expect-error the detail is typed, not any
          console.log(event.detail.nope);
        }}
      />
    </main>
  );
}
