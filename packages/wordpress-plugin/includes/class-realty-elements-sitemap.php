<?php
/**
 * The listings in WordPress's sitemap: wp-sitemap-listings-1.xml, …
 *
 * @package realty-elements
 */

defined( 'ABSPATH' ) || exit;

/** A sitemap provider of the listing pages. */
class Realty_Elements_Sitemap extends WP_Sitemaps_Provider {
	/** Its name in the sitemap's addresses. */
	public function __construct() {
		$this->name        = 'listings';
		$this->object_type = 'listing';
	}

	/**
	 * The listing pages of one sitemap page.
	 *
	 * @param int    $page_num The page, from 1.
	 * @param string $object_subtype Unused.
	 */
	public function get_url_list( $page_num, $object_subtype = '' ) {
		$urls = realty_elements_listing_urls();
		if ( is_wp_error( $urls ) ) {
			// The API is down and there is no last good index: "try later", never a 404, which tells search
			// engines the listing pages are gone.
			status_header( 503 );
			header( 'Retry-After: ' . REALTY_ELEMENTS_RETRY_AFTER );
			nocache_headers();
			exit;
		}
		$per_page = wp_sitemaps_get_max_urls( $this->object_type );
		return array_map( fn( $url ) => [ 'loc' => $url ], array_slice( $urls, ( $page_num - 1 ) * $per_page, $per_page ) );
	}

	/**
	 * How many sitemap pages the listings take (1 while they cannot be read: its page answers 503).
	 *
	 * @param string $object_subtype Unused.
	 */
	public function get_max_num_pages( $object_subtype = '' ) {
		$urls = realty_elements_listing_urls();
		if ( is_wp_error( $urls ) ) {
			return 1;
		}
		return (int) ceil( count( $urls ) / wp_sitemaps_get_max_urls( $this->object_type ) );
	}
}
