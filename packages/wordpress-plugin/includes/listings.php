<?php
/**
 * The listings on the server: RealEstateList called with the session key (answers cached in transients),
 * the records normalised as src/api/normalize.ts does, and the schema.org data of
 * src/elements/listing-search/structured-data.ts (test/wordpress/structured-data.node.test.ts compares the
 * two on the same records).
 *
 * @package realty-elements
 */

defined( 'ABSPATH' ) || exit;

/** Seconds a first page stays cached. */
const REALTY_ELEMENTS_PAGE_TTL = 30;
/** Seconds the index of every listing (listing pages, sitemap) stays cached. */
const REALTY_ELEMENTS_INDEX_TTL = 300;
/** The most listings the index reads (pages of 100). */
const REALTY_ELEMENTS_INDEX_MAX = 5000;

/**
 * One page of RealEstateList with the session key: `[ 'items' => listings, 'total' => int|null ]`, or a
 * WP_Error. Cached for REALTY_ELEMENTS_PAGE_TTL seconds per query.
 *
 * @param array $query SerialNumber is added; CityName, SaleType, MLSNumber, PageNumber, PageSize.
 * @param int   $ttl   Seconds to cache; 0 reads fresh and caches nothing.
 */
function realty_elements_list( array $query, $ttl = REALTY_ELEMENTS_PAGE_TTL ) {
	$chatbot = realty_elements_setting( 'chatbot' );
	$key     = realty_elements_setting( 'session_key' );
	if ( '' === $chatbot || '' === $key ) {
		return new WP_Error( 'realty_elements_unconfigured', __( 'Listings are not set up yet: the chatbot ID and session key are missing.', 'realty-elements' ) );
	}
	$body      = array_merge( [ 'SerialNumber' => $chatbot ], array_filter( $query, fn( $v ) => null !== $v && '' !== $v ) );
	$cache_key = 'realty_elements_list_' . md5( realty_elements_api_base() . wp_json_encode( $body ) );
	$cached    = $ttl > 0 ? get_transient( $cache_key ) : false;
	if ( is_array( $cached ) ) {
		return $cached;
	}
	$headers  = realty_elements_key_headers();
	$response = wp_remote_post(
		realty_elements_api_base() . REALTY_ELEMENTS_OPERATION_PREFIX . 'RealEstateList',
		[
			'timeout'     => 10,
			'redirection' => 0,
			'headers'     => [
				'Content-Type'      => 'application/json',
				'Accept'            => 'application/json',
				$headers['session'] => $key,
			],
			'body'        => wp_json_encode( $body ),
		]
	);
	if ( is_wp_error( $response ) ) {
		return new WP_Error( 'realty_elements_unreachable', __( 'The listings could not be loaded: the API did not answer.', 'realty-elements' ) );
	}
	$envelope = json_decode( wp_remote_retrieve_body( $response ), true );
	if ( ! is_array( $envelope ) || empty( $envelope['Success'] ) || ! isset( $envelope['Data']['List'] ) || ! is_array( $envelope['Data']['List'] ) ) {
		return new WP_Error( 'realty_elements_failed', __( 'The listings could not be loaded: the API refused the request.', 'realty-elements' ) );
	}
	$items = [];
	foreach ( $envelope['Data']['List'] as $record ) {
		$listing = realty_elements_normalize( $record );
		if ( null !== $listing ) {
			$items[] = $listing;
		}
	}
	$total  = isset( $envelope['Data']['VirtualCount'] ) && is_numeric( $envelope['Data']['VirtualCount'] ) ? (int) $envelope['Data']['VirtualCount'] : null;
	$result = [
		'items' => $items,
		'total' => $total,
	];
	if ( $ttl > 0 ) {
		set_transient( $cache_key, $result, $ttl );
	}
	return $result;
}

/** Every listing of the chatbot (up to REALTY_ELEMENTS_INDEX_MAX), keyed by ID, or a WP_Error. */
function realty_elements_all_listings() {
	$cached = get_transient( 'realty_elements_index' );
	if ( is_array( $cached ) ) {
		return $cached;
	}
	$all = [];
	for ( $page = 1; count( $all ) < REALTY_ELEMENTS_INDEX_MAX; $page++ ) {
		$result = realty_elements_list(
			[
				'PageNumber' => $page,
				'PageSize'   => 100,
			],
			0
		);
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		foreach ( $result['items'] as $listing ) {
			$all[ $listing['id'] ] = $listing;
		}
		if ( count( $result['items'] ) < 100 ) {
			break;
		}
	}
	set_transient( 'realty_elements_index', $all, REALTY_ELEMENTS_INDEX_TTL );
	return $all;
}

/** One listing by ID, or null. */
function realty_elements_listing( $id ) {
	$all = realty_elements_all_listings();
	return ! is_wp_error( $all ) && isset( $all[ $id ] ) ? $all[ $id ] : null;
}

// --- Normalising (src/api/normalize.ts) -------------------------------------------------------------------

/** A number from a number or numeric text (thousands separators allowed), else null. */
function realty_elements_number( $value ) {
	if ( is_int( $value ) || is_float( $value ) ) {
		return is_finite( (float) $value ) ? $value : null;
	}
	if ( ! is_string( $value ) ) {
		return null;
	}
	$text = preg_replace( '/(\d),(?=\d{3}\b)/', '$1', trim( $value ) );
	if ( ! preg_match( '/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/', $text ) ) {
		return null;
	}
	$number = (float) $text;
	if ( ! is_finite( $number ) ) {
		return null;
	}
	// Whole numbers stay integers, so JSON prints 3 rather than 3.0 (as JavaScript does).
	return floor( $number ) === $number && abs( $number ) < PHP_INT_MAX ? (int) $number : $number;
}

/** Non-empty trimmed text, else null. */
function realty_elements_text( $value ) {
	if ( is_int( $value ) || is_float( $value ) ) {
		return (string) $value;
	}
	if ( ! is_string( $value ) ) {
		return null;
	}
	$text = realty_elements_trim( $value );
	return '' === $text ? null : $text;
}

/** JavaScript's trim (Unicode white space, not PHP's ASCII set). */
function realty_elements_trim( $text ) {
	return preg_replace( '/^[\s\x{00A0}\x{FEFF}\x{2028}\x{2029}\x{1680}\x{2000}-\x{200A}\x{202F}\x{205F}\x{3000}]+|[\s\x{00A0}\x{FEFF}\x{2028}\x{2029}\x{1680}\x{2000}-\x{200A}\x{202F}\x{205F}\x{3000}]+$/u', '', $text ) ?? trim( $text );
}

/** Whether an array is a JSON array (keys 0…n-1) rather than an object (array_is_list, before PHP 8.1). */
function realty_elements_is_list( array $value ) {
	return array_keys( $value ) === range( 0, count( $value ) - 1 ) || [] === $value;
}

/** Lower-case letters and digits of a token. */
function realty_elements_token( $value, array $tokens ) {
	if ( ! is_string( $value ) ) {
		return null;
	}
	$letters = preg_replace( '/[^a-z0-9]/', '', strtolower( $value ) );
	return $tokens[ $letters ] ?? null;
}

/** A list from an array, JSON text, Python-literal text or comma-separated text. */
function realty_elements_parse_list( $value ) {
	if ( is_array( $value ) ) {
		return array_values( $value );
	}
	if ( ! is_string( $value ) ) {
		return [];
	}
	$text = realty_elements_trim( $value );
	if ( '' === $text ) {
		return [];
	}
	if ( '[' === $text[0] || '{' === $text[0] ) {
		$parsed = json_decode( $text, true );
		if ( null === $parsed && 'null' !== $text ) {
			$parsed = json_decode( realty_elements_python_to_json( $text ), true );
		}
		if ( is_array( $parsed ) ) {
			return realty_elements_is_list( $parsed ) ? $parsed : [ $parsed ];
		}
		return [];
	}
	return array_values( array_filter( preg_split( '/\s*[,\n]\s*/', $text ), fn( $item ) => '' !== $item ) );
}

/** Python-literal text (single quotes, True/False/None) as JSON. */
function realty_elements_python_to_json( $text ) {
	return preg_replace_callback(
		'/([\'"])((?:\\\\[\s\S]?|(?!\1)[^\\\\])*)\1?|[A-Za-z]+/',
		function ( $m ) {
			if ( isset( $m[1] ) && '' !== $m[1] ) {
				return wp_json_encode( preg_replace( '/\\\\([\s\S])/', '$1', $m[2] ) );
			}
			$words = [
				'True'  => 'true',
				'False' => 'false',
				'None'  => 'null',
			];
			return $words[ $m[0] ] ?? $m[0];
		},
		$text
	);
}

/**
 * An absolute http(s) URL, else null: the checks of src/api/safe-url.ts (no white space, control or invisible
 * characters, no credentials, a host).
 *
 * @param mixed $value The URL text.
 */
function realty_elements_safe_url( $value ) {
	if ( ! is_string( $value ) ) {
		return null;
	}
	$url = realty_elements_trim( $value );
	if ( '' === $url || strlen( $url ) > 4096 ) {
		return null;
	}
	if ( preg_match( '/[\s\x{0000}-\x{001F}\x{007F}-\x{009F}\x{00AD}\x{200B}-\x{200F}\x{2028}-\x{202E}\x{2060}-\x{206F}\x{FEFF}]/u', $url ) || ! preg_match( '#^https?://[^/\\\\?\#&;]#i', $url ) ) {
		return null;
	}
	$parts = wp_parse_url( $url );
	if ( ! is_array( $parts ) || empty( $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) || ! preg_match( '/^[A-Za-z0-9.\-\[\]:]+$/', $parts['host'] ) ) {
		return null;
	}
	// The normal form URL.href gives: scheme and host in lower case, `/` for an empty path.
	$scheme = strtolower( $parts['scheme'] );
	$port   = isset( $parts['port'] ) && ! ( ( 'http' === $scheme && 80 === $parts['port'] ) || ( 'https' === $scheme && 443 === $parts['port'] ) ) ? ':' . $parts['port'] : '';
	return $scheme . '://' . strtolower( $parts['host'] ) . $port . ( $parts['path'] ?? '/' )
		. ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' ) . ( isset( $parts['fragment'] ) ? '#' . $parts['fragment'] : '' );
}

/** Image URLs that pass the URL check, without duplicates. */
function realty_elements_images( $value ) {
	$urls = [];
	foreach ( realty_elements_parse_list( $value ) as $item ) {
		$url = realty_elements_safe_url( is_array( $item ) ? ( $item['url'] ?? $item['Url'] ?? null ) : $item );
		if ( null !== $url && ! in_array( $url, $urls, true ) ) {
			$urls[] = $url;
		}
	}
	return $urls;
}

/** Tours as a list (`OpenHouse`, `3D`), each once: the API sends one token, some exports several (parseTours). */
function realty_elements_tours( $value ) {
	$tours = [];
	foreach ( realty_elements_parse_list( $value ) as $item ) {
		$tour = realty_elements_token(
			$item,
			[
				'openhouse' => 'OpenHouse',
				'3d'        => '3D',
				'3dtour'    => '3D',
			]
		);
		if ( null !== $tour && ! in_array( $tour, $tours, true ) ) {
			$tours[] = $tour;
		}
	}
	return $tours;
}

/** A coordinate within ±limit, else null. */
function realty_elements_coordinate( $value, $limit ) {
	$number = realty_elements_number( $value );
	return null !== $number && abs( $number ) <= $limit ? $number : null;
}

/**
 * One RealEstateList record as a listing (the fields the server side shows), or null without a usable ID.
 *
 * @param mixed $record The record.
 */
function realty_elements_normalize( $record ) {
	if ( ! is_array( $record ) || ( [] !== $record && realty_elements_is_list( $record ) ) ) {
		return null;
	}
	$id = realty_elements_number( $record['ID'] ?? null );
	if ( ! is_int( $id ) || $id <= 0 ) {
		return null;
	}
	$sale_type = realty_elements_token(
		$record['SaleType'] ?? null,
		[
			'forsale'  => 'for_sale',
			'sale'     => 'for_sale',
			'sell'     => 'for_sale',
			'forrent'  => 'for_rent',
			'rent'     => 'for_rent',
			'lease'    => 'for_rent',
			'forlease' => 'for_rent',
		]
	);
	$sale_price = realty_elements_number( $record['SalePrice'] ?? null );
	$rent_price = realty_elements_number( $record['RentPrice'] ?? null );
	$building   = realty_elements_number( $record['BuildingArea'] ?? null );
	$latitude   = realty_elements_coordinate( $record['LATITUDE'] ?? $record['Latitude'] ?? null, 90 );
	$longitude  = realty_elements_coordinate( $record['LONGITUDE'] ?? $record['Longitude'] ?? null, 180 );
	if ( null === $latitude || null === $longitude || ( 0 == $latitude && 0 == $longitude ) ) { // phpcs:ignore WordPress.PHP.StrictComparisons -- 0 and 0.0 alike.
		$latitude  = null;
		$longitude = null;
	}
	$price       = realty_elements_number( $record['Price'] ?? null ) ?? ( 'for_rent' === $sale_type ? $rent_price : $sale_price ) ?? $rent_price;
	$description = $record['Description'] ?? null;
	return [
		'id'             => $id,
		'saleType'       => $sale_type,
		'status'         => realty_elements_token(
			$record['Status'] ?? null,
			[
				'active'      => 'Active',
				'preonmarket' => 'PreOnMarket',
				'sold'        => 'Sold',
			]
		),
		'propertyType'   => realty_elements_text( $record['PropertyType'] ?? null ),
		'currencySymbol' => realty_elements_text( $record['CurrencySymbol'] ?? null ) ?? '',
		'price'          => $price,
		'bedrooms'       => realty_elements_number( $record['Bedrooms'] ?? null ),
		'bathrooms'      => realty_elements_number( $record['Bathrooms'] ?? null ),
		'area'           => realty_elements_number( $record['Area'] ?? null ) ?? $building,
		'buildingArea'   => $building,
		'areaUnit'       => realty_elements_token(
			$record['AreaUnit'] ?? null,
			[
				'squarefeet'   => 'Square Feet',
				'sqft'         => 'Square Feet',
				'squaremeters' => 'Square Meters',
				'squaremetres' => 'Square Meters',
				'sqm'          => 'Square Meters',
				'm2'           => 'Square Meters',
			]
		),
		'yearBuilt'      => realty_elements_number( $record['YearBuilt'] ?? null ),
		'daysOnMarket'   => realty_elements_number( $record['DaysOnMarket'] ?? null ),
		'tours'          => realty_elements_tours( $record['Tours'] ?? null ),
		'mlsNumber'      => realty_elements_text( $record['MLSNumber'] ?? null ),
		'address'        => realty_elements_text( $record['Address'] ?? null ),
		'city'           => realty_elements_text( $record['City'] ?? null ),
		'state'          => realty_elements_text( $record['State'] ?? null ),
		'zip'            => realty_elements_text( $record['ZIP'] ?? null ),
		'latitude'       => $latitude,
		'longitude'      => $longitude,
		'description'    => is_string( $description ) && '' !== realty_elements_trim( $description ) ? $description : null,
		'url'            => realty_elements_safe_url( $record['Url'] ?? null ),
		'images'         => realty_elements_images( $record['Images'] ?? null ),
	];
}

// --- Structured data (structured-data.ts) ------------------------------------------------------------------

/** `Austin, TX 78701`, or null. */
function realty_elements_place_line( array $listing ) {
	$region = implode( ' ', array_filter( [ $listing['state'], $listing['zip'] ], 'realty_elements_filled' ) );
	$text   = implode( ', ', array_filter( [ $listing['city'], $region ], 'realty_elements_filled' ) );
	return '' === $text ? null : $text;
}

/** JavaScript's truthiness for text: not null and not empty. */
function realty_elements_filled( $value ) {
	return null !== $value && '' !== $value;
}

/** Drops the null members (as JSON.stringify drops undefined ones). */
function realty_elements_defined( array $value ) {
	return array_filter( $value, fn( $v ) => null !== $v );
}

/**
 * The schema.org ItemList of `$listings`.
 *
 * @param array    $listings  Normalised listings.
 * @param callable $link      Each listing's page address.
 * @param string   $area_unit The fallback area unit.
 */
function realty_elements_item_list( array $listings, callable $link, $area_unit = 'Square Feet' ) {
	$items = [];
	foreach ( array_values( $listings ) as $i => $listing ) {
		$items[] = [
			'@type'    => 'ListItem',
			'position' => $i + 1,
			'item'     => realty_elements_real_estate_listing( $listing, $link( $listing ), $area_unit ),
		];
	}
	return [
		'@context'        => 'https://schema.org',
		'@type'           => 'ItemList',
		'numberOfItems'   => count( $listings ),
		'itemListElement' => $items,
	];
}

/** One listing as a schema.org RealEstateListing. */
function realty_elements_real_estate_listing( array $listing, $url, $area_unit ) {
	$place   = realty_elements_place_line( $listing );
	$area    = $listing['buildingArea'] ?? $listing['area'];
	$unit    = $listing['areaUnit'] ?? ( 'Square Meters' === $area_unit ? 'Square Meters' : 'Square Feet' );
	$name    = implode( ', ', array_filter( [ $listing['address'], $place ], 'realty_elements_filled' ) );
	$rent    = 'for_rent' === $listing['saleType'];
	$symbols = [
		'$'   => 'USD',
		'US$' => 'USD',
		'€'   => 'EUR',
		'£'   => 'GBP',
		'C$'  => 'CAD',
		'MX$' => 'MXN',
	];
	return realty_elements_defined(
		[
			'@type'       => 'RealEstateListing',
			'name'        => '' !== $name ? $name : ( $listing['mlsNumber'] ?? '#' . $listing['id'] ),
			'url'         => $url,
			'description' => $listing['description'],
			'image'       => array_values( array_filter( array_map( 'realty_elements_safe_url', $listing['images'] ) ) ),
			'offers'      => realty_elements_defined(
				[
					'@type'              => 'Offer',
					'price'              => $listing['price'],
					'priceCurrency'      => $symbols[ realty_elements_trim( $listing['currencySymbol'] ) ] ?? null,
					'businessFunction'   => $rent ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
					// A rent is per month.
					'priceSpecification' => $rent && null !== $listing['price'] ? [
						'@type'             => 'UnitPriceSpecification',
						'price'             => $listing['price'],
						'unitCode'          => 'MON',
						'referenceQuantity' => [
							'@type'    => 'QuantitativeValue',
							'value'    => 1,
							'unitCode' => 'MON',
						],
					] : null,
				]
			),
			'mainEntity'  => realty_elements_defined(
				[
					'@type'                  => 'Accommodation',
					'address'                => realty_elements_defined(
						[
							'@type'           => 'PostalAddress',
							'streetAddress'   => $listing['address'],
							'addressLocality' => $listing['city'],
							'addressRegion'   => $listing['state'],
							'postalCode'      => $listing['zip'],
						]
					),
					'geo'                    => null !== $listing['latitude'] && null !== $listing['longitude'] ? [
						'@type'     => 'GeoCoordinates',
						'latitude'  => $listing['latitude'],
						'longitude' => $listing['longitude'],
					] : null,
					'numberOfBedrooms'       => $listing['bedrooms'],
					'numberOfBathroomsTotal' => $listing['bathrooms'],
					// UN/CEFACT codes: FTK square foot, MTK square metre.
					'floorSize'              => null !== $area ? [
						'@type'    => 'QuantitativeValue',
						'value'    => $area,
						'unitCode' => 'Square Meters' === $unit ? 'MTK' : 'FTK',
						'unitText' => $unit,
					] : null,
				]
			),
		]
	);
}

/**
 * JSON that can sit inside a <script> element: `<`, `>`, `&` and U+2028/2029 escaped (as scriptJson does), so
 * no `</script>` or `<!--` in a description can end the element.
 *
 * @param mixed $value The data.
 */
function realty_elements_script_json( $value ) {
	$json = wp_json_encode( $value, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	// JSON_UNESCAPED_UNICODE leaves the line separators raw unless asked: escape them as JavaScript does.
	return str_replace( [ "\u{2028}", "\u{2029}" ], [ '\u2028', '\u2029' ], $json );
}
