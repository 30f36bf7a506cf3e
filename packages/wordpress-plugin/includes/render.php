<?php
/**
 * The HTML the server prints: the first page of results inside <listing-search> (crawlable links, price,
 * address, facts; shown without JavaScript, replaced by the element's own view when it starts) and a
 * listing's detail. Every value from the API is escaped where it is printed.
 *
 * @package realty-elements
 */

defined( 'ABSPATH' ) || exit;

/** A listing's page: /<base>/<id>-<city>-<street>/. */
function realty_elements_listing_url( array $listing ) {
	$words = sanitize_title( implode( ' ', array_filter( [ $listing['city'], $listing['address'] ], 'realty_elements_filled' ) ) );
	$slug  = $listing['id'] . ( '' !== $words ? '-' . $words : '' );
	return home_url( user_trailingslashit( '/' . realty_elements_base() . '/' . $slug ) );
}

/** Grouped number, `1,250,000` (or `2.5`). */
function realty_elements_format_number( $value, $digits = 0 ) {
	$text = number_format( (float) $value, $digits, '.', ',' );
	return $digits > 0 ? rtrim( rtrim( $text, '0' ), '.' ) : $text;
}

/** The headline price: `$1,250,000`, `$2,400/mo`, or "Price on request". */
function realty_elements_format_price( array $listing ) {
	if ( null === $listing['price'] ) {
		return __( 'Price on request', 'realty-elements' );
	}
	$cents = fmod( (float) $listing['price'], 1.0 ) !== 0.0 ? 2 : 0;
	$money = $listing['currencySymbol'] . number_format( (float) $listing['price'], $cents, '.', ',' );
	/* translators: %s: a monthly rent, e.g. $2,400. */
	return 'for_rent' === $listing['saleType'] ? sprintf( __( '%s/mo', 'realty-elements' ), $money ) : $money;
}

/** The short facts: beds, baths, area. */
function realty_elements_facts( array $listing ) {
	$facts = [];
	if ( null !== $listing['bedrooms'] ) {
		$facts[] = $listing['bedrooms']
			/* translators: %s: a number of bedrooms. */
			? sprintf( _n( '%s bed', '%s beds', (int) ceil( $listing['bedrooms'] ), 'realty-elements' ), realty_elements_format_number( $listing['bedrooms'], 1 ) )
			: __( 'Studio', 'realty-elements' );
	}
	if ( null !== $listing['bathrooms'] ) {
		/* translators: %s: a number of bathrooms. */
		$facts[] = sprintf( _n( '%s bath', '%s baths', (int) ceil( $listing['bathrooms'] ), 'realty-elements' ), realty_elements_format_number( $listing['bathrooms'], 2 ) );
	}
	$area = $listing['area'] ?? $listing['buildingArea'];
	if ( null !== $area ) {
		$facts[] = realty_elements_format_number( $area, 1 ) . ' ' . ( 'Square Meters' === $listing['areaUnit'] ? __( 'm²', 'realty-elements' ) : __( 'sq ft', 'realty-elements' ) );
	}
	return $facts;
}

/** `123 Main St, Austin, TX 78701`, or the MLS number, or `#ID`. */
function realty_elements_listing_name( array $listing ) {
	$name = implode( ', ', array_filter( [ $listing['address'], realty_elements_place_line( $listing ) ], 'realty_elements_filled' ) );
	return '' !== $name ? $name : ( $listing['mlsNumber'] ?? '#' . $listing['id'] );
}

/** The first page as a list of links (or the reason there is none), for inside <listing-search>. */
function realty_elements_render_results( $result ) {
	if ( is_wp_error( $result ) ) {
		return '<p class="realty-elements-message">' . esc_html( $result->get_error_message() ) . '</p>';
	}
	if ( [] === $result['items'] ) {
		return '<p class="realty-elements-message">' . esc_html__( 'No listings match.', 'realty-elements' ) . '</p>';
	}
	$html = '<ul class="realty-elements-results">';
	foreach ( $result['items'] as $listing ) {
		$html .= '<li>' . realty_elements_render_card( $listing ) . '</li>';
	}
	return $html . '</ul>';
}

/** One listing in the server-rendered list. */
function realty_elements_render_card( array $listing ) {
	$image = $listing['images'][0] ?? null;
	$html  = '<article class="realty-elements-card">';
	if ( null !== $image ) {
		$html .= sprintf( '<img src="%s" alt="" loading="lazy" width="320" height="213">', esc_url( $image, [ 'http', 'https' ] ) );
	}
	$html .= sprintf(
		'<h3><a href="%s">%s</a></h3><p class="realty-elements-price">%s</p>',
		esc_url( realty_elements_listing_url( $listing ) ),
		esc_html( realty_elements_listing_name( $listing ) ),
		esc_html( realty_elements_format_price( $listing ) )
	);
	$facts = realty_elements_facts( $listing );
	if ( [] !== $facts ) {
		$html .= '<p class="realty-elements-facts">' . esc_html( implode( ' · ', $facts ) ) . '</p>';
	}
	return $html . '</article>';
}

/** A listing's detail: photos, price, address, facts, description, and the way back to the search. */
function realty_elements_render_detail( array $listing, $search_url = '' ) {
	$html = '<article class="realty-elements-detail">';
	$html .= '<h1>' . esc_html( realty_elements_listing_name( $listing ) ) . '</h1>';
	$html .= '<p class="realty-elements-price">' . esc_html( realty_elements_format_price( $listing ) ) . '</p>';
	$facts = realty_elements_facts( $listing );
	if ( null !== $listing['yearBuilt'] ) {
		/* translators: %s: a year. */
		$facts[] = sprintf( __( 'Built in %s', 'realty-elements' ), $listing['yearBuilt'] );
	}
	if ( null !== $listing['mlsNumber'] ) {
		/* translators: %s: an MLS number. */
		$facts[] = sprintf( __( 'MLS %s', 'realty-elements' ), $listing['mlsNumber'] );
	}
	if ( [] !== $facts ) {
		$html .= '<ul class="realty-elements-facts">';
		foreach ( $facts as $fact ) {
			$html .= '<li>' . esc_html( $fact ) . '</li>';
		}
		$html .= '</ul>';
	}
	foreach ( array_slice( $listing['images'], 0, 12 ) as $i => $image ) {
		$html .= sprintf(
			'<img src="%s" alt="%s" loading="%s" width="640" height="427">',
			esc_url( $image, [ 'http', 'https' ] ),
			/* translators: 1: a photo's number, 2: the listing's address. */
			esc_attr( sprintf( __( 'Photo %1$d of %2$s', 'realty-elements' ), $i + 1, realty_elements_listing_name( $listing ) ) ),
			0 === $i ? 'eager' : 'lazy'
		);
	}
	if ( null !== $listing['description'] ) {
		$html .= wpautop( esc_html( $listing['description'] ) );
	}
	if ( null !== $listing['url'] ) {
		$html .= sprintf( '<p><a href="%s" rel="nofollow noopener">%s</a></p>', esc_url( $listing['url'], [ 'http', 'https' ] ), esc_html__( 'More about this home', 'realty-elements' ) );
	}
	if ( '' !== $search_url ) {
		$html .= sprintf( '<p><a class="realty-elements-back" href="%s">%s</a></p>', esc_url( $search_url ), esc_html__( 'Search all listings', 'realty-elements' ) );
	}
	return $html . '</article>';
}
