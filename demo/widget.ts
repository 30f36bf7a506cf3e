// The widget, imported as an npm consumer imports it (Vite resolves the workspace package to its source).
// On a live site: <script type="module" src="https://…/realty-elements/dist/cdn/listing-search.js"></script>
import 'realty-elements/listing-search';
