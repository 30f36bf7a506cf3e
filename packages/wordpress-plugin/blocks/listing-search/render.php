<?php
/**
 * The block on the server (block.json's "render"): the element with the block's attributes and the first page
 * of results, the block supports' wrapper attributes (the "Additional CSS class(es)", spacing) on its tag.
 *
 * @package realty-elements
 *
 * @var array $attributes The block's attributes (camelCase names).
 */

defined( 'ABSPATH' ) || exit;

// Built from escaped parts (esc_attr, esc_html) by realty_elements_listing_search.
echo realty_elements_listing_search_block( $attributes, get_block_wrapper_attributes() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
