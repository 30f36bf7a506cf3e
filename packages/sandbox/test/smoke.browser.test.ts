// The sandbox mounted in the test runner answers the browser over real HTTP at the page's origin.
import { expect } from '@open-wc/testing';
import { ListingClient } from 'realty-elements/api';
import { ApiError } from 'realty-elements/api';

const listBody = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${location.origin}/chat/Chatbot/RealEstateList`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'chatrobot-sessionkey': 'demo-session-key', ...headers },
    body: JSON.stringify(body),
  });

describe('sandbox in the browser test runner', () => {
  it('answers RealEstateList with the demo listings', async () => {
    const response = await listBody({ SerialNumber: 'demo-realty', PageSize: 5 });
    expect(response.status).to.equal(200);
    const envelope = await response.json();
    expect(envelope.Success).to.equal(true);
    expect(envelope.Data.List).to.have.length(5);
    expect(envelope.Data.VirtualCount).to.be.at.least(200);
    expect(JSON.parse(envelope.Data.List[0].Images)[0]).to.match(new RegExp(`^${location.origin}/sandbox/images/`));
  });

  it('serves through ListingClient.list, filtered by city', async () => {
    const client = new ListingClient({ baseUrl: location.origin, sessionKey: 'demo-session-key' });
    const result = await client.list({ SerialNumber: 'demo-realty', CityName: 'denver', PageSize: 10 });
    expect(result.items.length).to.be.greaterThan(0);
    expect(result.items.every((item) => item.city === 'Denver')).to.equal(true);
    expect(result.total).to.be.at.least(result.items.length);
  });

  it('has the empty test chatbots and refuses a wrong session key', async () => {
    const empty = await (await listBody({ SerialNumber: 'test-1' })).json();
    expect(empty.Data).to.deep.equal({ List: [], VirtualCount: 0 });
    const wrong = await listBody({ SerialNumber: 'demo-realty' }, { 'chatrobot-sessionkey': 'nope-nope-nope' });
    expect(wrong.status).to.equal(401);
  });

  it('honours x-sandbox-fault', async () => {
    const client = new ListingClient({
      baseUrl: location.origin,
      sessionKey: 'demo-session-key',
      retries: 0,
      headers: { 'x-sandbox-fault': '503' },
    });
    const error = await client.list({ SerialNumber: 'demo-realty' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).status).to.equal(503);
  });

  it('serves the pictures it links to', async () => {
    const response = await fetch(`${location.origin}/sandbox/images/home-1.svg`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.equal('image/svg+xml');
  });
});
