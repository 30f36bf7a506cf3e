<?php
/**
 * The public side: the `realty-elements/listing-search` block, the [listing_search] and [listing_detail]
 * shortcodes, and the CDN bundle, enqueued (as a module, from this plug-in's own copy) only on the pages
 * that use one of them. The element's attributes come from assets/elements.json, which the build writes
 * from the package's custom-elements.json.
 *
 * @package realty-elements
 */

defined( 'ABSPATH' ) || exit;

/** The attributes the element takes: name, kind (boolean, number, enum, string), options, default, description. */
function realty_elements_element_attributes() {
	static $attributes = null;
	if ( null === $attributes ) {
		$file       = REALTY_ELEMENTS_DIR . '/assets/elements.json';
		$decoded    = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local file.
		$attributes = is_array( $decoded ) ? $decoded : [];
	}
	return $attributes;
}

/** `sale-type` → `saleType` (the block's attribute names). */
function realty_elements_camel( $name ) {
	return lcfirst( str_replace( ' ', '', ucwords( str_replace( '-', ' ', $name ) ) ) );
}

add_action(
	'init',
	function () {
		wp_register_script( 'realty-elements', plugins_url( 'assets/cdn/listing-search.js', REALTY_ELEMENTS_FILE ), [], REALTY_ELEMENTS_VERSION, true );
		add_shortcode( 'listing_search', 'realty_elements_listing_search_shortcode' );
		add_shortcode( 'listing_detail', 'realty_elements_listing_detail_shortcode' );

		$attributes = [];
		foreach ( realty_elements_element_attributes() as $attribute ) {
			$type = [
				'boolean' => 'boolean',
				'number'  => 'number',
			][ $attribute['kind'] ] ?? 'string';
			$attributes[ realty_elements_camel( $attribute['name'] ) ] = [ 'type' => $type ];
		}
		register_block_type(
			REALTY_ELEMENTS_DIR . '/blocks/listing-search',
			[
				'attributes'      => $attributes,
				'render_callback' => function ( $block_attributes ) {
					$named = [];
					foreach ( (array) $block_attributes as $key => $value ) {
						$named[ strtolower( preg_replace( '/[A-Z]/', '-$0', $key ) ) ] = $value;
					}
					return realty_elements_listing_search( $named );
				},
			]
		);
	}
);

add_action(
	'enqueue_block_editor_assets',
	function () {
		wp_add_inline_script(
			'realty-elements-listing-search-editor-script',
			'window.realtyElementsBlock = ' . wp_json_encode(
				[
					'attributes' => realty_elements_element_attributes(),
					'settings'   => admin_url( 'options-general.php?page=realty-elements' ),
				]
			) . ';',
			'before'
		);
		wp_set_script_translations( 'realty-elements-listing-search-editor-script', 'realty-elements', REALTY_ELEMENTS_DIR . '/languages' );
	}
);

// The bundles are ES modules.
add_filter(
	'script_loader_tag',
	function ( $tag, $handle ) {
		// The public bundle and the back office's (realty-elements-admin-knowledge-editor…); not the block editor's
		// script or the nonce script, which are classic.
		if ( 'realty-elements' === $handle || 0 === strpos( $handle, 'realty-elements-admin-' ) ) {
			return str_replace( '<script ', '<script type="module" ', $tag );
		}
		return $tag;
	},
	10,
	2
);

/**
 * [listing_search city="Austin" sale-type="for_rent" page-size="6" …]: the element's attributes (dashes or
 * underscores), checked against their types.
 *
 * @param array|string $atts The shortcode's attributes.
 */
function realty_elements_listing_search_shortcode( $atts ) {
	$named = [];
	foreach ( (array) $atts as $key => $value ) {
		if ( is_string( $key ) ) {
			$named[ str_replace( '_', '-', strtolower( $key ) ) ] = $value;
		} elseif ( is_string( $value ) ) {
			// A bare word (`[listing_search favorites]`) turns a boolean on.
			$named[ strtolower( $value ) ] = true;
		}
	}
	return realty_elements_listing_search( $named );
}

/**
 * The element with its attributes (the settings fill serial-number, session-key, api-base and lang when they
 * are not given) and, inside, the first page rendered on the server.
 *
 * @param array $given Attribute name → value.
 */
function realty_elements_listing_search( array $given ) {
	$values   = [
		'serial-number' => realty_elements_setting( 'chatbot' ),
		'session-key'   => realty_elements_setting( 'session_key' ),
		'api-base'      => realty_elements_api_base(),
		'lang'          => realty_elements_language(),
	];
	$problems = [];
	foreach ( realty_elements_element_attributes() as $attribute ) {
		$name = $attribute['name'];
		if ( ! array_key_exists( $name, $given ) || null === $given[ $name ] || '' === $given[ $name ] ) {
			continue;
		}
		$value = $given[ $name ];
		switch ( $attribute['kind'] ) {
			case 'boolean':
				$on = true === $value || in_array( strtolower( (string) $value ), [ '1', 'true', 'yes', 'on', $name ], true );
				if ( $on ) {
					$values[ $name ] = true;
				} else {
					unset( $values[ $name ] );
				}
				break;
			case 'number':
				if ( is_numeric( $value ) ) {
					$values[ $name ] = 0 + $value;
				} else {
					/* translators: 1: an attribute's name, 2: the value given. */
					$problems[] = sprintf( __( '%1$s must be a number, not "%2$s".', 'realty-elements' ), $name, (string) $value );
				}
				break;
			case 'enum':
				if ( in_array( (string) $value, $attribute['options'], true ) ) {
					$values[ $name ] = (string) $value;
				} else {
					/* translators: 1: an attribute's name, 2: the value given, 3: the values allowed. */
					$problems[] = sprintf( __( '%1$s must be one of %3$s, not "%2$s".', 'realty-elements' ), $name, (string) $value, implode( ', ', $attribute['options'] ) );
				}
				break;
			default:
				$values[ $name ] = (string) $value;
		}
	}
	foreach ( array_diff( array_keys( $given ), array_column( realty_elements_element_attributes(), 'name' ) ) as $unknown ) {
		/* translators: %s: an attribute's name. */
		$problems[] = sprintf( __( 'There is no attribute %s.', 'realty-elements' ), $unknown );
	}

	wp_enqueue_script( 'realty-elements' );
	$html = '<listing-search';
	foreach ( $values as $name => $value ) {
		$html .= true === $value ? ' ' . esc_attr( $name ) : sprintf( ' %s="%s"', esc_attr( $name ), esc_attr( (string) $value ) );
	}
	$html .= '>' . realty_elements_render_results( realty_elements_first_page( $values ) ) . '</listing-search>';
	if ( [] !== $problems && current_user_can( 'edit_posts' ) ) {
		// Shown to the site's editors only: visitors see the search without the attributes it could not use.
		$html = '<div class="realty-elements-notice" role="note"><p>' . esc_html__( 'Realty Elements: some attributes were left out:', 'realty-elements' ) . '</p><ul><li>'
			. implode( '</li><li>', array_map( 'esc_html', $problems ) ) . '</li></ul></div>' . $html;
	}
	return $html;
}

/** The first page for the element's filters (server filters in the request, the rest applied here). */
function realty_elements_first_page( array $values ) {
	$page_size = isset( $values['page-size'] ) ? max( 1, min( 100, (int) $values['page-size'] ) ) : 12;
	$result    = realty_elements_list(
		[
			'CityName'   => $values['city'] ?? null,
			'SaleType'   => $values['sale-type'] ?? null,
			'MLSNumber'  => $values['mls-number'] ?? null,
			'PageNumber' => isset( $values['page'] ) ? max( 1, (int) $values['page'] ) : 1,
			'PageSize'   => $page_size,
		]
	);
	if ( is_wp_error( $result ) ) {
		return $result;
	}
	$result['items'] = array_values(
		array_filter(
			$result['items'],
			function ( $listing ) use ( $values ) {
				$price = $listing['price'];
				return ( ! isset( $values['min-price'] ) || ( null !== $price && $price >= $values['min-price'] ) )
					&& ( ! isset( $values['max-price'] ) || ( null !== $price && $price <= $values['max-price'] ) )
					&& ( empty( $values['beds'] ) || ( $listing['bedrooms'] ?? 0 ) >= $values['beds'] )
					&& ( empty( $values['baths'] ) || ( $listing['bathrooms'] ?? 0 ) >= $values['baths'] )
					&& ( empty( $values['property-type'] ) || 0 === strcasecmp( (string) $listing['propertyType'], $values['property-type'] ) );
			}
		)
	);
	return $result;
}

/**
 * [listing_detail id="123"]: one listing's detail, rendered on the server.
 *
 * @param array|string $atts `id`.
 */
function realty_elements_listing_detail_shortcode( $atts ) {
	$atts = shortcode_atts( [ 'id' => '' ], (array) $atts, 'listing_detail' );
	$id   = ctype_digit( (string) $atts['id'] ) ? (int) $atts['id'] : 0;
	if ( $id <= 0 ) {
		return current_user_can( 'edit_posts' )
			? '<p class="realty-elements-notice">' . esc_html__( 'Realty Elements: [listing_detail] needs id="…", a listing\'s number.', 'realty-elements' ) . '</p>'
			: '';
	}
	$listing = realty_elements_listing( $id );
	if ( null === $listing ) {
		return '<p class="realty-elements-message">' . esc_html__( 'This listing is no longer available.', 'realty-elements' ) . '</p>';
	}
	return realty_elements_render_detail( $listing );
}
