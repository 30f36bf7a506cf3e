<?php
/**
 * A listing's page in the theme: a classic theme's header.php and footer.php, or a block theme's header and
 * footer template parts.
 *
 * @package realty-elements
 */

defined( 'ABSPATH' ) || exit;

$realty_elements_listing = realty_elements_current_listing();
$realty_elements_main    = '<main id="main" class="realty-elements-listing wp-block-group is-layout-constrained">'
	. realty_elements_render_detail( $realty_elements_listing, realty_elements_search_url() ) . '</main>';

if ( wp_is_block_theme() ) {
	// A block theme prints no <title> of its own outside its templates (WordPress adds it to its canvas alone).
	remove_action( 'wp_head', '_wp_render_title_tag', 1 );
	?><!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title><?php echo wp_get_document_title(); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by wp_get_document_title. ?></title>
	<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
	<?php wp_body_open(); ?>
<div class="wp-site-blocks">
	<?php
	echo '<header class="wp-block-template-part">';
	block_template_part( 'header' );
	echo '</header>';
	echo $realty_elements_main; // phpcs:ignore WordPress.Security.EscapeOutput -- built from escaped parts.
	echo '<footer class="wp-block-template-part">';
	block_template_part( 'footer' );
	echo '</footer>';
	?>
</div>
	<?php wp_footer(); ?>
</body>
</html>
	<?php
} else {
	get_header();
	echo $realty_elements_main; // phpcs:ignore WordPress.Security.EscapeOutput -- built from escaped parts.
	get_footer();
}
