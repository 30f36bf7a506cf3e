// The block's editor side, plain JavaScript (no build): one inspector control per attribute of
// <listing-search> (window.realtyElementsBlock.attributes, from the package's custom-elements.json), and the
// server's rendering as the preview.
(function (wp) {
  const { registerBlockType } = wp.blocks;
  const { createElement: h, Fragment } = wp.element;
  const { InspectorControls, useBlockProps } = wp.blockEditor;
  const { PanelBody, SelectControl, TextControl, ToggleControl, ExternalLink } = wp.components;
  const ServerSideRender = wp.serverSideRender;
  const { __ } = wp.i18n;
  const data = window.realtyElementsBlock || { attributes: [], settings: '' };
  const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
  // Set from Settings → Realty Elements unless a block says otherwise: grouped apart from the search's own.
  const CONNECTION = ['serial-number', 'session-key', 'api-base'];

  function control(attribute, attributes, setAttributes) {
    const key = camel(attribute.name);
    const value = attributes[key];
    const set = (next) => setAttributes({ [key]: next });
    const common = { key, label: attribute.name, help: attribute.description, __nextHasNoMarginBottom: true };
    switch (attribute.kind) {
      case 'boolean':
        return h(ToggleControl, { ...common, checked: Boolean(value), onChange: set });
      case 'number':
        return h(TextControl, {
          ...common,
          type: 'number',
          value: value === undefined ? '' : String(value),
          placeholder: attribute.default,
          onChange: (text) => set(text === '' || Number.isNaN(Number(text)) ? undefined : Number(text)),
        });
      case 'enum':
        return h(SelectControl, {
          ...common,
          value: value === undefined ? '' : value,
          options: [{ label: __('(default)', 'realty-elements'), value: '' }].concat(
            attribute.options.map((option) => ({
              label: option === '' ? __('(none)', 'realty-elements') : option,
              value: option,
            })),
          ),
          onChange: (next) => set(next === '' ? undefined : next),
        });
      default:
        return h(TextControl, {
          ...common,
          value: value === undefined ? '' : value,
          placeholder: attribute.default,
          onChange: (next) => set(next === '' ? undefined : next),
        });
    }
  }

  registerBlockType('realty-elements/listing-search', {
    edit({ attributes, setAttributes }) {
      const own = data.attributes.filter((attribute) => !CONNECTION.includes(attribute.name));
      const connection = data.attributes.filter((attribute) => CONNECTION.includes(attribute.name));
      return h(
        Fragment,
        null,
        h(
          InspectorControls,
          null,
          h(
            PanelBody,
            { title: __('Search', 'realty-elements') },
            own.map((attribute) => control(attribute, attributes, setAttributes)),
          ),
          h(
            PanelBody,
            { title: __('Connection', 'realty-elements'), initialOpen: false },
            h(
              'p',
              null,
              __('Empty: as in Settings → Realty Elements.', 'realty-elements'),
              ' ',
              h(ExternalLink, { href: data.settings }, __('Settings', 'realty-elements')),
            ),
            connection.map((attribute) => control(attribute, attributes, setAttributes)),
          ),
        ),
        h('div', useBlockProps(), h(ServerSideRender, { block: 'realty-elements/listing-search', attributes })),
      );
    },
    // Rendered on the server (render.php): the post stores the attributes alone.
    save: () => null,
  });
})(window.wp);
