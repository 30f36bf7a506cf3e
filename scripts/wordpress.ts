// `npm run wordpress [-- --dev] [--port N] [--locale es_ES]`: WordPress with the plug-in, on a private
// MariaDB, with the sandbox (demo data and keys) as its API. Prints the admin login; Ctrl+C stops all of
// it and deletes the site. `--dev` links packages/wordpress-plugin (edits show on reload) instead of
// installing dist/realty-elements-wordpress.zip; both need `npm run build` first (the bundles).
import { parseArgs } from 'node:util';
import { DEMO_CHATBOT, DEMO_WORKSPACE, startSandbox } from 'realty-elements-sandbox';
import { startWordPress } from './wordpress-site.js';

const { values } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    port: { type: 'string' },
    locale: { type: 'string', default: '' },
  },
});
if (values.port !== undefined && !/^\d{1,5}$/.test(values.port)) {
  console.error(`--port must be a number, not "${values.port}"`);
  process.exit(2);
}

const sandbox = await startSandbox({ memory: true });
let site: Awaited<ReturnType<typeof startWordPress>>;
try {
  site = await startWordPress({
    dev: values.dev,
    port: values.port === undefined ? undefined : Number(values.port),
    locale: values.locale,
    sandbox: {
      url: sandbox.url,
      chatbot: DEMO_CHATBOT,
      sessionKey: DEMO_WORKSPACE.sessionKey,
      secretKey: DEMO_WORKSPACE.secretKey,
    },
  });
} catch (error) {
  await sandbox.close();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
site.php(`
  wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Homes', 'post_name' => 'search',
    'post_content' => '<!-- wp:realty-elements/listing-search {"pageSize":6} /-->']);
`);

console.log(`Sandbox:   ${sandbox.url} (chatbot ${DEMO_CHATBOT})
WordPress: ${site.url}/
Search:    ${site.url}/search/
Admin:     ${site.url}/wp-admin/  user ${site.admin.user}  password ${site.admin.password}
Ctrl+C stops WordPress, MariaDB and the sandbox.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await site.stop();
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
