/**
 * The demo data set: deterministic (a seeded PRNG, never Math.random), realistic listings for
 * `demo-realty` across 12 cities, both sale types, every status and tour, extension columns,
 * coordinates and pictures the sandbox serves itself; plus the chatbot's public appearance.
 */
import type { ChatbotEdit, ListingCreate } from 'realty-elements/api';
import { SANDBOX_IMAGE_PREFIX } from './records.js';
import { prng } from './random.js';

export const DEMO_LISTING_COUNT = 240;

const CITIES = [
  { city: 'Austin', state: 'TX', zip: '787', lat: 30.2672, lng: -97.7431 },
  { city: 'Denver', state: 'CO', zip: '802', lat: 39.7392, lng: -104.9903 },
  { city: 'Seattle', state: 'WA', zip: '981', lat: 47.6062, lng: -122.3321 },
  { city: 'Portland', state: 'OR', zip: '972', lat: 45.5152, lng: -122.6784 },
  { city: 'Boston', state: 'MA', zip: '021', lat: 42.3601, lng: -71.0589 },
  { city: 'Miami', state: 'FL', zip: '331', lat: 25.7617, lng: -80.1918 },
  { city: 'Chicago', state: 'IL', zip: '606', lat: 41.8781, lng: -87.6298 },
  { city: 'San Diego', state: 'CA', zip: '921', lat: 32.7157, lng: -117.1611 },
  { city: 'Nashville', state: 'TN', zip: '372', lat: 36.1627, lng: -86.7816 },
  { city: 'Phoenix', state: 'AZ', zip: '850', lat: 33.4484, lng: -112.074 },
  { city: 'Raleigh', state: 'NC', zip: '276', lat: 35.7796, lng: -78.6382 },
  { city: 'Salt Lake City', state: 'UT', zip: '841', lat: 40.7608, lng: -111.891 },
] as const;

const STREETS = ['Maple', 'Oak', 'Cedar', 'Pine', 'Elm', 'Willow', 'Lakeview', 'Hillcrest', 'Sunset', 'Park', 'River', 'Highland', 'Meadow', 'Birch'];
const SUFFIXES = ['St', 'Ave', 'Blvd', 'Dr', 'Ln', 'Ct', 'Way', 'Pl'];
const TYPES = ['Single Family', 'Condo', 'Townhouse', 'Multi Family', 'Apartment', 'Loft'];
const STATUSES = ['Active', 'Active', 'Active', 'PreOnMarket', 'Sold'] as const;
const FEATURES = ['hardwood floors', 'a renovated kitchen', 'a sunny backyard', 'vaulted ceilings', 'a two-car garage', 'a home office', 'mountain views', 'a walk-in pantry', 'a covered patio', 'an updated primary bath'];
const HEATING = ['Forced air', 'Heat pump', 'Radiant floor', 'Baseboard'];
const SCHOOLS = ['Lincoln Elementary', 'Roosevelt Middle', 'Jefferson High', 'Riverside Academy', 'Oakridge Elementary'];

/** The demo listings, identical on every run. */
export function demoListings(serialNumber: string): ListingCreate[] {
  const random = prng(20261121);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const listings: ListingCreate[] = [];
  for (let i = 0; i < DEMO_LISTING_COUNT; i++) {
    const place = CITIES[i % CITIES.length]!;
    const forRent = i % 3 === 2;
    const type = pick(TYPES);
    const bedrooms = type === 'Loft' ? int(0, 2) : int(1, 5);
    const bathrooms = Math.max(1, bedrooms - 1) + (random() < 0.5 ? 0.5 : 0);
    const area = int(6, 38) * 100 + int(0, 9) * 10;
    const mls = `DM${String(100000 + i * 37).padStart(7, '0')}`;
    const salePrice = int(18, 180) * 5000;
    const status = forRent && i % 5 === 4 ? 'Active' : pick(STATUSES);
    const tours = i % 4 === 0 ? 'OpenHouse' : i % 4 === 1 ? '3D' : undefined;
    const features = [pick(FEATURES), pick(FEATURES)].filter((value, index, all) => all.indexOf(value) === index);
    const street = `${int(10, 9899)} ${pick(STREETS)} ${pick(SUFFIXES)}`;
    const pictures = int(2, 5);
    const images = Array.from({ length: pictures }, (_, n) =>
      n === 0 ? `${SANDBOX_IMAGE_PREFIX}home-${(i % 999) + 1}.svg` : `${SANDBOX_IMAGE_PREFIX}room-${((i * 4 + n) % 999) + 1}.svg`,
    );
    const listing: ListingCreate = {
      SerialNumber: serialNumber,
      SaleType: forRent ? 'for_rent' : 'for_sale',
      Status: status,
      CurrencySymbol: '$',
      PropertyType: type,
      Bedrooms: bedrooms,
      Bathrooms: bathrooms,
      Url: `https://realty.example.com/listings/${mls.toLowerCase()}`,
      MLSNumber: mls,
      YearBuilt: int(1925, 2024),
      DaysOnMarket: status === 'PreOnMarket' ? 0 : int(1, 120),
      LotArea: type === 'Condo' || type === 'Apartment' || type === 'Loft' ? 0 : int(20, 120) * 100,
      BuildingArea: area,
      AreaUnit: 'Square Feet',
      Images: images,
      ParkingSpots: int(0, 3),
      Description: `${type} with ${bedrooms === 0 ? 'an open studio layout' : `${bedrooms} bedroom${bedrooms === 1 ? '' : 's'}`}, ${features.join(' and ')}, close to downtown ${place.city}.`,
      ExtensionColumn: [
        { Key: 'Heating', value: pick(HEATING) },
        { Key: 'School district', value: pick(SCHOOLS) },
        ...(i % 2 === 0 ? [{ Key: 'Pets', value: random() < 0.5 ? 'Allowed' : 'Cats only' }] : []),
      ],
      Location: `${place.city}, ${place.state}`,
      Address: street,
      City: place.city,
      State: place.state,
      ZIP: `${place.zip}${String(int(1, 99)).padStart(2, '0')}`,
      Latitude: round(place.lat + (random() - 0.5) * 0.2, 6),
      Longitude: round(place.lng + (random() - 0.5) * 0.2, 6),
    };
    if (tours) listing.Tours = tours;
    if (forRent) {
      listing.RentPrice = int(9, 60) * 100;
      listing.DepositFee = listing.RentPrice;
      listing.SpaceType = i % 7 === 0 ? 'Room' : 'Entire place';
    } else {
      listing.SalePrice = salePrice;
      listing.UnitAreaPrice = Math.round(salePrice / area);
      listing.EstimatePrice = Math.round((salePrice * (0.92 + random() * 0.16)) / 1000) * 1000;
      if (type === 'Condo' || type === 'Townhouse') listing.HOAMonth = int(15, 80) * 10;
    }
    listings.push(listing);
  }
  return listings;
}

/** The demo chatbot's appearance, so the demo starts with something to show. */
export function demoSettings(serialNumber: string): ChatbotEdit {
  return {
    serialNumber,
    Name: 'Harbor & Pine Realty Assistant',
    ChatBubbleColor: 'rgb(31,111,139)',
    ChatBubbleAlign: 1,
    UserMessageColor: 'rgb(230,244,248)',
    WelcomeMessage: 'Hi! I can help you find a home, book a viewing or answer questions about a listing.',
    UserInputPlaceholder: 'Ask about homes, neighbourhoods or viewings…',
    SuggestedMessage: 'Show me 3-bedroom homes in Austin\nWhat can I rent in Denver under $2,500?\nBook a viewing',
    ChatbotPrivacyPolicyName: 'Privacy policy',
    ChatbotPrivacyPolicyDescription: 'We use your messages only to answer your questions about our listings.',
    ChatbotPrivacyPolicyUrl: 'https://realty.example.com/privacy',
    TalkToHumanResponseMessage: 'One of our agents will reply shortly.',
    AIResponseLanguage: 'English',
    Model: '1', // gpt-4o-mini (SANDBOX_MODELS)
    MessageLimit: -1,
  };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
