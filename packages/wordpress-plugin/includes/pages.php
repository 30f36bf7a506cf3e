<?php
/**
 * A page per listing at /<base>/<id>-<city>-<street>/ (rewrite rules), in the theme's header and footer,
 * with its title, meta description, canonical address, Open Graph tags and JSON-LD; and the listings in
 * WordPress's sitemap (wp-sitemap.xml).
 *
 * @package realty-elements
 */

defined( 'ABSPATH' ) || exit;

/** Our rewrite rules: pattern → query. */
function realty_elements_rewrite_rules() {
	return [ '^' . preg_quote( realty_elements_base(), '#' ) . '/(\d+)(?:-[^/]*)?/?$' => 'index.php?realty_listing=$matches[1]' ];
}

/**
 * Adds the rules (every request, as WordPress wants) and rebuilds the stored ones when a setting moved them,
 * or when they lack ours (whichever request comes first after a change, so no request races the rebuild).
 */
function realty_elements_add_rewrite_rules() {
	$stored  = get_option( 'rewrite_rules' );
	$missing = false;
	foreach ( realty_elements_rewrite_rules() as $pattern => $query ) {
		add_rewrite_rule( $pattern, $query, 'top' );
		$missing = $missing || ( is_array( $stored ) && ! isset( $stored[ $pattern ] ) );
	}
	if ( $missing || get_option( 'realty_elements_flush' ) ) {
		delete_option( 'realty_elements_flush' );
		flush_rewrite_rules( false );
	}
}
add_action( 'init', 'realty_elements_add_rewrite_rules' );

add_filter(
	'query_vars',
	function ( $vars ) {
		$vars[] = 'realty_listing';
		return $vars;
	}
);

/** The listing this request shows (set in template_redirect), or null. */
function realty_elements_current_listing( $set = null ) {
	static $listing = null;
	if ( null !== $set ) {
		$listing = $set;
	}
	return $listing;
}

add_action(
	'template_redirect',
	function () {
		$asked = (string) get_query_var( 'realty_listing' );
		if ( '' === $asked ) {
			return;
		}
		// A path's ID follows the one rule (realty_elements_listing_id): /homes/007-x/ names no listing.
		$id      = realty_elements_listing_id( $asked );
		$listing = null === $id ? null : realty_elements_listing( $id );
		if ( is_wp_error( $listing ) ) {
			// The API is down and there is no last good copy: "try later", never "gone" (a 404 tells search
			// engines to drop the page).
			header( 'Retry-After: ' . REALTY_ELEMENTS_RETRY_AFTER );
			wp_die(
				esc_html( $listing->get_error_message() ),
				esc_html__( 'Listings unavailable', 'realty-elements' ),
				[ 'response' => 503 ]
			);
		}
		if ( null === $listing ) {
			global $wp_query;
			$wp_query->set_404();
			status_header( 404 );
			nocache_headers();
			return; // The theme's 404 page.
		}
		$canonical = realty_elements_listing_url( $listing );
		$path      = wp_parse_url( $canonical, PHP_URL_PATH );
		$requested = strtok( isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '', '?' );
		if ( rawurldecode( (string) $requested ) !== $path ) {
			// An old or shortened address (/homes/123/): the listing's one address.
			wp_safe_redirect( $canonical, 301 );
			exit;
		}
		realty_elements_current_listing( $listing );
		// Not the blog's home page (the query had nothing else to go on): no `home blog` classes, no aria-current.
		global $wp_query;
		$wp_query->is_home = false;
		// This filter's value is printed as it is (WordPress escapes only the titles it builds).
		add_filter( 'pre_get_document_title', fn() => esc_html( realty_elements_listing_name( $listing ) . ' – ' . realty_elements_format_price( $listing ) . ' | ' . get_bloginfo( 'name' ) ) );
		add_action( 'wp_head', 'realty_elements_listing_head', 1 );
		add_filter( 'body_class', fn( $classes ) => array_merge( $classes, [ 'realty-elements-listing-page' ] ) );
		status_header( 200 );
		include REALTY_ELEMENTS_DIR . '/templates/listing.php';
		exit;
	}
);

/** The listing's description for meta tags: price, facts and place, then its own text, in 160 characters. */
function realty_elements_meta_description( array $listing ) {
	$parts = array_merge( [ realty_elements_format_price( $listing ) ], realty_elements_facts( $listing ), [ realty_elements_place_line( $listing ) ] );
	$text  = implode( ' · ', array_filter( $parts, 'realty_elements_filled' ) );
	if ( null !== $listing['description'] ) {
		// Plain text from the API, not HTML: kept whole (esc_attr makes it safe where it is printed).
		$text .= '. ' . preg_replace( '/\s+/u', ' ', $listing['description'] );
	}
	return mb_strlen( $text ) > 160 ? rtrim( mb_substr( $text, 0, 159 ) ) . '…' : $text;
}

/** The listing page's head: description, canonical, Open Graph, JSON-LD. */
function realty_elements_listing_head() {
	$listing = realty_elements_current_listing();
	if ( null === $listing ) {
		return;
	}
	$url         = realty_elements_listing_url( $listing );
	$description = realty_elements_meta_description( $listing );
	printf( "<meta name=\"description\" content=\"%s\">\n", esc_attr( $description ) );
	printf( "<link rel=\"canonical\" href=\"%s\">\n", esc_url( $url ) );
	$og = [
		'og:type'        => 'website',
		'og:site_name'   => get_bloginfo( 'name' ),
		'og:title'       => realty_elements_listing_name( $listing ),
		'og:description' => $description,
		'og:url'         => $url,
		'og:locale'      => determine_locale(),
	];
	foreach ( $og as $property => $content ) {
		printf( "<meta property=\"%s\" content=\"%s\">\n", esc_attr( $property ), esc_attr( $content ) );
	}
	foreach ( array_slice( $listing['images'], 0, 4 ) as $image ) {
		printf( "<meta property=\"og:image\" content=\"%s\">\n", esc_url( $image, [ 'http', 'https' ] ) );
	}
	$data = array_merge( [ '@context' => 'https://schema.org' ], realty_elements_real_estate_listing( $listing, $url, 'Square Feet' ) );
	echo '<script type="application/ld+json">' . realty_elements_script_json( $data ) . "</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- JSON for a script element, escaped for it.
}

/** The address of the search (the first published page or post with the block or shortcode), or ''. */
function realty_elements_search_url() {
	$cached = get_transient( 'realty_elements_search_url' );
	if ( false !== $cached ) {
		return $cached;
	}
	$found = get_posts(
		[
			'post_type'      => [ 'page', 'post' ],
			'post_status'    => 'publish',
			's'              => 'listing',
			'posts_per_page' => 20,
			'orderby'        => 'date',
			'order'          => 'ASC',
		]
	);
	$url = '';
	foreach ( $found as $post ) {
		if ( has_block( 'realty-elements/listing-search', $post ) || has_shortcode( $post->post_content, 'listing_search' ) ) {
			$url = get_permalink( $post );
			break;
		}
	}
	set_transient( 'realty_elements_search_url', $url, 300 );
	return $url;
}

// A new or changed post may be the search page now.
add_action( 'save_post', fn() => delete_transient( 'realty_elements_search_url' ) );

// --- Sitemap --------------------------------------------------------------------------------------------------

add_action(
	'init',
	function () {
		if ( ! class_exists( 'WP_Sitemaps_Provider' ) ) {
			return;
		}
		require_once __DIR__ . '/class-realty-elements-sitemap.php';
		wp_register_sitemap_provider( 'listings', new Realty_Elements_Sitemap() );
	}
);
