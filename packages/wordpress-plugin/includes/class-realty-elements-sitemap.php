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
		$all = realty_elements_all_listings();
		if ( is_wp_error( $all ) ) {
			return [];
		}
		$per_page = wp_sitemaps_get_max_urls( $this->object_type );
		$urls     = [];
		foreach ( array_slice( array_values( $all ), ( $page_num - 1 ) * $per_page, $per_page ) as $listing ) {
			$urls[] = [ 'loc' => realty_elements_listing_url( $listing ) ];
		}
		return $urls;
	}

	/**
	 * How many sitemap pages the listings take.
	 *
	 * @param string $object_subtype Unused.
	 */
	public function get_max_num_pages( $object_subtype = '' ) {
		$all = realty_elements_all_listings();
		return is_wp_error( $all ) || [] === $all ? 0 : (int) ceil( count( $all ) / wp_sitemaps_get_max_urls( $this->object_type ) );
	}
}
