<?php
/**
 * The public side: the `realty-elements/listing-search` block, the [listing_search] and [listing_detail]
 * shortcodes, and the CDN bundle, enqueued (as a module, from this plug-in's own copy) only on the pages
 * that use one of them. The element's attributes come from assets/elements.json and the block's from
 * blocks/listing-search/block.json, both written by the build from the package's custom-elements.json.
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

add_action(
	'init',
	function () {
		wp_register_script( 'realty-elements', plugins_url( 'assets/cdn/listing-search.js', REALTY_ELEMENTS_FILE ), [], REALTY_ELEMENTS_VERSION, true );
		add_shortcode( 'listing_search', 'realty_elements_listing_search_shortcode' );
		add_shortcode( 'listing_detail', 'realty_elements_listing_detail_shortcode' );

		// block.json (written by the build from the manifest) holds the attributes and names render.php.
		register_block_type( REALTY_ELEMENTS_DIR . '/blocks/listing-search' );
	}
);

/**
 * The block's markup: its attributes as the element's (`saleType` → `sale-type`), and `$wrapper`, the block
 * supports' attributes from get_block_wrapper_attributes(), on the element's tag.
 *
 * @param array  $block_attributes The block's attributes.
 * @param string $wrapper          Escaped attributes (`class="…" style="…"`).
 */
function realty_elements_listing_search_block( $block_attributes, $wrapper ) {
	// The supports' own attributes reach the markup through $wrapper; they are no attributes of the element.
	$block_attributes = array_diff_key( (array) $block_attributes, array_flip( [ 'className', 'style', 'lock' ] ) );
	$named            = [];
	foreach ( $block_attributes as $key => $value ) {
		$named[ strtolower( preg_replace( '/[A-Z]/', '-$0', $key ) ) ] = $value;
	}
	return realty_elements_listing_search( $named, $wrapper );
}

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
 * @param array  $given   Attribute name → value.
 * @param string $wrapper A block's wrapper attributes, already escaped (get_block_wrapper_attributes()).
 */
function realty_elements_listing_search( array $given, $wrapper = '' ) {
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
	if ( '' !== $wrapper ) {
		$html .= ' ' . $wrapper;
	}
	$html .= '>' . realty_elements_render_results( realty_elements_first_page( $values ) ) . '</listing-search>';
	if ( [] !== $problems && current_user_can( 'edit_posts' ) ) {
		// Shown to the site's editors only: visitors see the search without the attributes it could not use.
		$html = '<div class="realty-elements-notice" role="note"><p>' . esc_html__( 'Realty Elements: some attributes were left out:', 'realty-elements' ) . '</p><ul><li>'
			. implode( '</li><li>', array_map( 'esc_html', $problems ) ) . '</li></ul></div>' . $html;
	}
	return $html;
}

/**
 * The first page the element will show for `$values`: without a refine filter and in the server's order, that
 * page of RealEstateList; otherwise the page of the whole set (city, sale type, MLS number; up to max-listings)
 * after the refine filters and the sort, as the element's inventory index does (inventory-index.ts).
 *
 * @param array $values Attribute name → checked value.
 */
function realty_elements_first_page( array $values ) {
	$query  = realty_elements_search_query( $values );
	$server = [
		'CityName'  => $query['city'],
		'SaleType'  => $query['saleType'],
		'MLSNumber' => $query['mlsNumber'],
	];
	if ( ! realty_elements_is_refined( $query ) ) {
		return realty_elements_list(
			$server + [
				'PageNumber' => $query['page'],
				'PageSize'   => $query['pageSize'],
			]
		);
	}
	$inventory = realty_elements_inventory( $server, $query['maxListings'] );
	if ( is_wp_error( $inventory ) ) {
		return $inventory;
	}
	$found = realty_elements_refine( $inventory, $query );
	return [
		'items' => array_slice( $found, ( $query['page'] - 1 ) * $query['pageSize'], $query['pageSize'] ),
		'total' => count( $found ),
	];
}

/** A positive finite number, else null (query.ts's `bound`). */
function realty_elements_bound( $value ) {
	return is_numeric( $value ) && $value > 0 && is_finite( (float) $value ) ? 0 + $value : null;
}

/** The known tokens of a space- or comma-separated list, each once, in the order of `$known` (query.ts's `tokens`). */
function realty_elements_tokens( $value, array $known ) {
	$given = preg_split( '/[\s,]+/', strtolower( (string) $value ) );
	return array_values( array_filter( $known, fn( $token ) => in_array( strtolower( $token ), $given, true ) ) );
}

/** The search of `$values` normalised as query.ts's `toQuery` does (the fields the first page needs). */
function realty_elements_search_query( array $values ) {
	$sorts = [ 'newest', 'price-asc', 'price-desc', 'beds-desc', 'area-desc', 'days-asc' ];
	$sort  = (string) ( $values['sort'] ?? '' );
	return [
		'city'         => realty_elements_trim( (string) ( $values['city'] ?? '' ) ),
		'saleType'     => in_array( $values['sale-type'] ?? '', [ 'for_sale', 'for_rent' ], true ) ? $values['sale-type'] : '',
		'mlsNumber'    => realty_elements_trim( (string) ( $values['mls-number'] ?? '' ) ),
		'page'         => max( 1, (int) floor( (float) ( $values['page'] ?? 1 ) ) ),
		'pageSize'     => min( 100, max( 1, (int) floor( (float) ( $values['page-size'] ?? 12 ) ) ?: 12 ) ),
		'minPrice'     => realty_elements_bound( $values['min-price'] ?? null ),
		'maxPrice'     => realty_elements_bound( $values['max-price'] ?? null ),
		'beds'         => realty_elements_bound( $values['beds'] ?? null ) ?? 0,
		'baths'        => realty_elements_bound( $values['baths'] ?? null ) ?? 0,
		'propertyType' => realty_elements_trim( (string) ( $values['property-type'] ?? '' ) ),
		'status'       => realty_elements_tokens( $values['status'] ?? '', [ 'Active', 'PreOnMarket', 'Sold' ] ),
		'tours'        => realty_elements_tokens( $values['tours'] ?? '', [ 'open-house', '3d' ] ),
		'sort'         => in_array( $sort, $sorts, true ) ? $sort : 'newest',
		// The element's own ceiling (MAX_LISTINGS of src/api/limits.ts): an author's max-listings="1000000000" reads no more.
		'maxListings'  => (int) min( REALTY_ELEMENTS_MAX_LISTINGS, floor( realty_elements_bound( $values['max-listings'] ?? null ) ?? 1000 ) ?: 1000 ),
	];
}

/** Whether the search needs the whole set: a refine filter, or a sort other than the server's (isRefined). */
function realty_elements_is_refined( array $query ) {
	return $query['minPrice'] || $query['maxPrice'] || $query['beds'] || $query['baths'] || '' !== $query['propertyType']
		|| [] !== $query['status'] || [] !== $query['tours'] || 'newest' !== $query['sort'];
}

/**
 * Every listing of a server-filtered set in the server's order, each ID once, at most `$max` (at most
 * REALTY_ELEMENTS_MAX_LISTINGS), or a WP_Error: loadInventory's set, read with realty_elements_read_pages's
 * bounds (VirtualCount, a page with nothing new, REALTY_ELEMENTS_LOAD_SECONDS).
 *
 * @param array $server CityName, SaleType, MLSNumber.
 * @param int   $max    The cap.
 */
function realty_elements_inventory( array $server, $max ) {
	$all  = [];
	$read = realty_elements_read_pages(
		$server,
		min( REALTY_ELEMENTS_MAX_LISTINGS, max( 1, (int) $max ) ),
		REALTY_ELEMENTS_PAGE_TTL,
		function ( $listing ) use ( &$all ) {
			// Cards show no description: up to 10,000 of them need not sit in memory.
			$listing['description'] = null;
			$all[]                  = $listing;
		}
	);
	return is_wp_error( $read ) ? $read : $all;
}

/** A property type as the filter compares it: no case, single spaces (refine.ts's `typeKey`). */
function realty_elements_type_key( $type ) {
	$text = preg_replace( '/\s+/u', ' ', realty_elements_trim( (string) $type ) );
	return function_exists( 'mb_strtolower' ) ? mb_strtolower( $text ) : strtolower( $text );
}

/**
 * The listings that pass the refine filters of `$query`, in its sort order: refine.ts's `refine`. The sort is
 * stable (ties keep the server's order, newest first) and listings without the sort's value go last.
 *
 * @param array $listings Normalised listings in the server's order.
 * @param array $query    realty_elements_search_query's answer.
 */
function realty_elements_refine( array $listings, array $query ) {
	$tours = [
		'open-house' => 'OpenHouse',
		'3d'         => '3D',
	];
	$found = array_values(
		array_filter(
			$listings,
			function ( $listing ) use ( $query, $tours ) {
				$price = $listing['price'];
				if ( ( $query['minPrice'] || $query['maxPrice'] )
					&& ( null === $price || $price < ( $query['minPrice'] ?? 0 ) || ( null !== $query['maxPrice'] && $price > $query['maxPrice'] ) ) ) {
					return false;
				}
				if ( ( $query['beds'] && ( $listing['bedrooms'] ?? -1 ) < $query['beds'] ) || ( $query['baths'] && ( $listing['bathrooms'] ?? -1 ) < $query['baths'] ) ) {
					return false;
				}
				if ( '' !== $query['propertyType'] && realty_elements_type_key( $listing['propertyType'] ) !== realty_elements_type_key( $query['propertyType'] ) ) {
					return false;
				}
				if ( [] !== $query['status'] && ! in_array( $listing['status'], $query['status'], true ) ) {
					return false;
				}
				foreach ( $query['tours'] as $token ) {
					if ( ! in_array( $tours[ $token ], $listing['tours'], true ) ) {
						return false;
					}
				}
				return true;
			}
		)
	);
	if ( 'newest' === $query['sort'] ) {
		return $found;
	}
	$sign = in_array( $query['sort'], [ 'price-asc', 'days-asc' ], true ) ? 1 : -1;
	$keyed = [];
	foreach ( $found as $index => $listing ) {
		$keyed[] = [ $listing, realty_elements_sort_value( $listing, $query['sort'] ), $index ];
	}
	usort( $keyed, fn( $a, $b ) => realty_elements_sort_compare( $a, $b, $sign ) );
	return array_column( $keyed, 0 );
}

/**
 * Orders two [ listing, sort value, index in the server's order ] rows: by value (`$sign` 1 ascending, -1
 * descending), listings without one last, and on a tie by index. usort is stable only since PHP 8.0 and the
 * plug-in runs on 7.4, so no two rows may compare equal: ties keep the server's order as refine.ts's do.
 *
 * @param array $a    A row.
 * @param array $b    Another.
 * @param int   $sign 1 or -1.
 */
function realty_elements_sort_compare( array $a, array $b, $sign ) {
	if ( null === $a[1] || null === $b[1] ) {
		$order = ( null === $a[1] ? 1 : 0 ) - ( null === $b[1] ? 1 : 0 );
	} else {
		$order = $sign * ( $a[1] <=> $b[1] );
	}
	return 0 !== $order ? $order : $a[2] <=> $b[2];
}

/** The value a sort orders by, or null (refine.ts's `sortValue`): square metres compared with square feet by size. */
function realty_elements_sort_value( array $listing, $sort ) {
	switch ( $sort ) {
		case 'price-asc':
		case 'price-desc':
			return $listing['price'];
		case 'beds-desc':
			return $listing['bedrooms'];
		case 'area-desc':
			$area = $listing['area'] ?? $listing['buildingArea'];
			return null !== $area && 'Square Meters' === $listing['areaUnit'] ? $area * 10.7639 : $area;
		case 'days-asc':
			return $listing['daysOnMarket'];
		default:
			return null;
	}
}

/**
 * [listing_detail id="123"]: one listing's detail, rendered on the server.
 *
 * @param array|string $atts `id`.
 */
function realty_elements_listing_detail_shortcode( $atts ) {
	$atts = shortcode_atts( [ 'id' => '' ], (array) $atts, 'listing_detail' );
	$id   = realty_elements_listing_id( trim( (string) $atts['id'] ) );
	if ( null === $id ) {
		return current_user_can( 'edit_posts' )
			? '<p class="realty-elements-notice">' . esc_html__( 'Realty Elements: [listing_detail] needs id="…", a listing\'s number.', 'realty-elements' ) . '</p>'
			: '';
	}
	$listing = realty_elements_listing( $id );
	if ( is_wp_error( $listing ) ) {
		return '<p class="realty-elements-message">' . esc_html( $listing->get_error_message() ) . '</p>';
	}
	if ( null === $listing ) {
		return '<p class="realty-elements-message">' . esc_html__( 'This listing is no longer available.', 'realty-elements' ) . '</p>';
	}
	return realty_elements_render_detail( $listing );
}
