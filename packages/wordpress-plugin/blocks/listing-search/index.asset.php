<?php
/**
 * The editor script's dependencies (what a @wordpress/scripts build would write; this block has no build).
 *
 * @package realty-elements
 */

return [
	'dependencies' => [ 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-server-side-render', 'wp-i18n' ],
	'version'      => '0.1.0',
];
