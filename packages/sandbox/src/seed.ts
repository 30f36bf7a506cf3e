/**
 * The demo data set: deterministic (a seeded PRNG, never Math.random), realistic listings for
 * `demo-realty`: 50 in each of 12 cities, sales and rentals in every city, six property types, prices
 * that fit the city (sale price per square foot and one-bedroom rent, roughly as the city's market is),
 * every status and tour, lot areas only where there is a lot, extension columns, coordinates and
 * pictures the sandbox serves itself; plus the chatbot's public appearance.
 */
import type { ChatbotEdit } from 'realty-elements/api';
import { SANDBOX_IMAGE_PREFIX } from './records.js';
import { prng } from './random.js';
import type { ImportedListing } from './store.js';

const PER_CITY = 50;

/**
 * Each city's market: `sqft` a sale price per square foot (dollars), `rent` a one-bedroom's monthly
 * rent, `renters` the share of listings for rent, `flats` the share of condos, apartments and lofts
 * (dense cities have more), `built` the oldest year built, `lot` how generous lots are and `hoa` association
 * fees (compared with elsewhere), `hoods` its neighbourhoods (name, and the latitude and longitude of their centre).
 */
const CITIES = [
  {
    city: 'Austin',
    state: 'TX',
    zip: '787',
    sqft: 330,
    rent: 1450,
    renters: 0.4,
    flats: 0.35,
    built: 1935,
    lot: 1.1,
    hoa: 1,
    hoods: [
      ['Travis Heights', 30.2495, -97.7445],
      ['Mueller', 30.2985, -97.705],
      ['East Austin', 30.263, -97.722],
      ['Hyde Park', 30.3055, -97.7295],
      ['Zilker', 30.2615, -97.7695],
    ],
  },
  {
    city: 'Denver',
    state: 'CO',
    zip: '802',
    sqft: 400,
    rent: 1750,
    renters: 0.4,
    flats: 0.4,
    built: 1905,
    lot: 1,
    hoa: 1,
    hoods: [
      ['Capitol Hill', 39.732, -104.979],
      ['Highland', 39.7615, -105.011],
      ['Washington Park', 39.7, -104.97],
      ['RiNo', 39.768, -104.98],
      ['Cherry Creek', 39.717, -104.953],
    ],
  },
  {
    city: 'Seattle',
    state: 'WA',
    zip: '981',
    sqft: 590,
    rent: 2100,
    renters: 0.45,
    flats: 0.5,
    built: 1905,
    lot: 0.8,
    hoa: 1,
    hoods: [
      ['Ballard', 47.668, -122.384],
      ['Capitol Hill', 47.625, -122.321],
      ['Fremont', 47.651, -122.35],
      ['Queen Anne', 47.637, -122.357],
      ['Columbia City', 47.56, -122.287],
    ],
  },
  {
    city: 'Portland',
    state: 'OR',
    zip: '972',
    sqft: 380,
    rent: 1600,
    renters: 0.45,
    flats: 0.4,
    built: 1900,
    lot: 0.9,
    hoa: 1,
    hoods: [
      ['Pearl District', 45.529, -122.683],
      ['Alberta Arts', 45.559, -122.645],
      ['Sellwood', 45.465, -122.653],
      ['Hawthorne', 45.512, -122.63],
      ['St. Johns', 45.59, -122.753],
    ],
  },
  {
    city: 'Boston',
    state: 'MA',
    zip: '021',
    sqft: 760,
    rent: 2950,
    renters: 0.5,
    flats: 0.65,
    built: 1870,
    lot: 0.6,
    hoa: 1,
    hoods: [
      ['Back Bay', 42.35, -71.081],
      ['South End', 42.341, -71.072],
      ['Jamaica Plain', 42.31, -71.115],
      ['Charlestown', 42.378, -71.06],
      ['Dorchester', 42.3, -71.06],
    ],
  },
  {
    city: 'Miami',
    state: 'FL',
    zip: '331',
    sqft: 560,
    rent: 2450,
    renters: 0.5,
    flats: 0.65,
    built: 1925,
    lot: 1,
    hoa: 1.4,
    hoods: [
      ['Brickell', 25.76, -80.193],
      ['Coconut Grove', 25.728, -80.243],
      ['Little Havana', 25.773, -80.215],
      ['Edgewater', 25.802, -80.19],
      ['Wynwood', 25.801, -80.199],
    ],
  },
  {
    city: 'Chicago',
    state: 'IL',
    zip: '606',
    sqft: 280,
    rent: 1850,
    renters: 0.5,
    flats: 0.6,
    built: 1890,
    lot: 0.7,
    hoa: 1,
    hoods: [
      ['Lincoln Park', 41.921, -87.65],
      ['Logan Square', 41.923, -87.708],
      ['Wicker Park', 41.909, -87.677],
      ['Hyde Park', 41.794, -87.593],
      ['Lakeview', 41.94, -87.653],
    ],
  },
  {
    city: 'San Diego',
    state: 'CA',
    zip: '921',
    sqft: 690,
    rent: 2550,
    renters: 0.45,
    flats: 0.45,
    built: 1920,
    lot: 1,
    hoa: 1,
    hoods: [
      ['North Park', 32.748, -117.13],
      ['La Jolla', 32.833, -117.271],
      ['Hillcrest', 32.748, -117.164],
      ['Pacific Beach', 32.797, -117.24],
      ['Point Loma', 32.725, -117.238],
    ],
  },
  {
    city: 'Nashville',
    state: 'TN',
    zip: '372',
    sqft: 330,
    rent: 1600,
    renters: 0.4,
    flats: 0.3,
    built: 1915,
    lot: 1.3,
    hoa: 1,
    hoods: [
      ['East Nashville', 36.18, -86.75],
      ['12 South', 36.125, -86.79],
      ['Germantown', 36.181, -86.793],
      ['Sylvan Park', 36.144, -86.847],
      ['The Gulch', 36.152, -86.788],
    ],
  },
  {
    city: 'Phoenix',
    state: 'AZ',
    zip: '850',
    sqft: 270,
    rent: 1350,
    renters: 0.35,
    flats: 0.25,
    built: 1940,
    lot: 1.5,
    hoa: 1,
    hoods: [
      ['Arcadia', 33.5, -111.98],
      ['Roosevelt Row', 33.459, -112.066],
      ['Ahwatukee', 33.34, -111.985],
      ['Encanto', 33.474, -112.09],
      ['Desert Ridge', 33.675, -111.97],
    ],
  },
  {
    city: 'Raleigh',
    state: 'NC',
    zip: '276',
    sqft: 280,
    rent: 1400,
    renters: 0.35,
    flats: 0.25,
    built: 1915,
    lot: 1.6,
    hoa: 1,
    hoods: [
      ['Oakwood', 35.784, -78.63],
      ['Five Points', 35.803, -78.646],
      ['North Hills', 35.837, -78.642],
      ['Boylan Heights', 35.774, -78.651],
      ['Mordecai', 35.792, -78.632],
    ],
  },
  {
    city: 'Salt Lake City',
    state: 'UT',
    zip: '841',
    sqft: 360,
    rent: 1450,
    renters: 0.35,
    flats: 0.3,
    built: 1905,
    lot: 1.2,
    hoa: 1,
    hoods: [
      ['Sugar House', 40.723, -111.859],
      ['The Avenues', 40.778, -111.872],
      ['Liberty Wells', 40.733, -111.879],
      ['9th and 9th', 40.75, -111.865],
      ['Capitol Hill', 40.78, -111.894],
    ],
  },
] as const;

/** The listings of the demo chatbot: 50 in each of the 12 cities. */
export const DEMO_LISTING_COUNT = CITIES.length * PER_CITY;

type Kind = 'Single Family' | 'Townhouse' | 'Multi Family' | 'Condo' | 'Apartment' | 'Loft';

/**
 * Per property type: bedrooms, the building's square feet (a base plus so much per bedroom), how the
 * price per square foot compares with the city's, its lot in square feet (none for a unit in a building:
 * condos, apartments and lofts have no lot area at all, not a lot of 0) and its monthly association fee.
 */
const KINDS: Record<
  Kind,
  {
    beds: readonly [number, number];
    area: readonly [number, number];
    value: number;
    lot?: readonly [number, number];
    hoa?: readonly [number, number];
  }
> = {
  'Single Family': { beds: [2, 5], area: [700, 430], value: 1, lot: [4000, 11000] },
  Townhouse: { beds: [2, 4], area: [600, 380], value: 0.95, lot: [1200, 3000], hoa: [120, 380] },
  'Multi Family': { beds: [4, 8], area: [900, 360], value: 0.85, lot: [4500, 9000] },
  Condo: { beds: [1, 3], area: [420, 360], value: 1.05, hoa: [280, 850] },
  Apartment: { beds: [0, 3], area: [450, 330], value: 1 },
  Loft: { beds: [0, 2], area: [750, 350], value: 1.15, hoa: [320, 780] },
};
const HOUSES_FOR_SALE: readonly Kind[] = [
  'Single Family',
  'Single Family',
  'Single Family',
  'Townhouse',
  'Townhouse',
  'Multi Family',
];
const HOUSES_FOR_RENT: readonly Kind[] = ['Single Family', 'Single Family', 'Townhouse'];
const FLATS_FOR_SALE: readonly Kind[] = ['Condo', 'Condo', 'Condo', 'Loft'];
const FLATS_FOR_RENT: readonly Kind[] = ['Apartment', 'Apartment', 'Apartment', 'Condo', 'Loft'];

const STREETS = [
  'Maple',
  'Oak',
  'Cedar',
  'Pine',
  'Elm',
  'Willow',
  'Lakeview',
  'Hillcrest',
  'Sunset',
  'Park',
  'River',
  'Highland',
  'Meadow',
  'Birch',
  'Jefferson',
  'Harbor',
];
const SUFFIXES = ['St', 'Ave', 'Blvd', 'Dr', 'Ln', 'Ct', 'Way', 'Pl'];
const HOUSE_FEATURES = [
  'a renovated kitchen',
  'a sunny backyard',
  'a two-car garage',
  'a home office',
  'a covered patio',
  'an updated primary bath',
  'a finished basement',
  'mature trees',
];
const FLAT_FEATURES = [
  'floor-to-ceiling windows',
  'a private balcony',
  'in-unit laundry',
  'a rooftop deck',
  'a fitness room',
  'a renovated kitchen',
  'exposed brick',
  'a doorman',
];
const HEATING = ['Forced air', 'Heat pump', 'Radiant floor', 'Baseboard'];
const SCHOOLS = [
  'Lincoln Elementary',
  'Roosevelt Middle',
  'Jefferson High',
  'Riverside Academy',
  'Oakridge Elementary',
];
const NUMBER_WORDS = ['studio', 'one-bedroom', 'two-bedroom', 'three-bedroom', 'four-bedroom', 'five-bedroom'];
const NOUNS: Record<Kind, string> = {
  'Single Family': 'home',
  Townhouse: 'townhouse',
  'Multi Family': 'multi-family building',
  Condo: 'condo',
  Apartment: 'apartment',
  Loft: 'loft',
};

/** The demo listings, identical on every run. */
export const demoListings = (serialNumber: string): ImportedListing[] =>
  generateListings(serialNumber, DEMO_LISTING_COUNT);

/**
 * `count` realistic listings (the demo's cities, types, prices and shapes; the first 600 are the demo's own),
 * the same for the same `count` and `seed`: for benchmarks and tests of large inventories.
 */
export function generateListings(serialNumber: string, count: number, seed = 20261123): ImportedListing[] {
  const random = prng(seed);
  const between = (min: number, max: number) => min + random() * (max - min);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  /** A value spread around `center`, within about ±`spread` (the mean of two draws: fewer extremes). */
  const near = (center: number, spread: number) => center * (1 + (random() + random() - 1) * spread);
  const listings: ImportedListing[] = [];
  for (let i = 0; i < count; i++) {
    // Cities take turns, so every page of the newest listings shows many cities.
    const place = CITIES[i % CITIES.length]!;
    const forRent = random() < place.renters;
    const kind =
      random() < place.flats
        ? pick(forRent ? FLATS_FOR_RENT : FLATS_FOR_SALE)
        : pick(forRent ? HOUSES_FOR_RENT : HOUSES_FOR_SALE);
    const spec = KINDS[kind];
    const room = forRent && (kind === 'Single Family' || kind === 'Apartment') && random() < 0.12;
    const bedrooms = room ? 1 : int(...spec.beds);
    const bathrooms = room ? 1 : Math.max(1, Math.round(bedrooms * 0.65)) + (bedrooms > 1 && random() < 0.5 ? 0.5 : 0);
    const area = roundTo(
      room ? between(140, 260) : near(spec.area[0] + spec.area[1] * Math.max(bedrooms, 0.6), 0.18),
      10,
    );
    // A rental leaves the market when it is let, so only sales are ever Sold.
    const statusDraw = random();
    const status =
      statusDraw < (forRent ? 0.85 : 0.58) ? 'Active' : forRent || statusDraw < 0.7 ? 'PreOnMarket' : 'Sold';
    const tourDraw = random();
    const tours = status === 'Sold' ? undefined : tourDraw < 0.22 ? 'OpenHouse' : tourDraw < 0.5 ? '3D' : undefined;
    const [hood, hoodLat, hoodLng] = pick<readonly [string, number, number]>(place.hoods);
    const features = distinct([
      pick(spec.lot ? HOUSE_FEATURES : FLAT_FEATURES),
      pick(spec.lot ? HOUSE_FEATURES : FLAT_FEATURES),
    ]);
    const mls = `DM${String(100000 + i * 37).padStart(7, '0')}`;
    const pictures = int(2, 5);
    const images = Array.from({ length: pictures }, (_, n) =>
      n === 0
        ? `${SANDBOX_IMAGE_PREFIX}home-${(i % 999) + 1}.svg`
        : `${SANDBOX_IMAGE_PREFIX}room-${((i * 4 + n) % 999) + 1}.svg`,
    );
    const yearBuilt = kind === 'Loft' && random() < 0.6 ? int(1895, 1935) : int(place.built, 2025);
    const size = room
      ? 'private room'
      : kind === 'Multi Family'
        ? `${NOUNS[kind]} with ${bedrooms} bedrooms`
        : `${NUMBER_WORDS[bedrooms]} ${NOUNS[kind]}`;
    const listing: ImportedListing = {
      SerialNumber: serialNumber,
      SaleType: forRent ? 'for_rent' : 'for_sale',
      Status: status,
      CurrencySymbol: '$',
      PropertyType: kind,
      Bedrooms: bedrooms,
      Bathrooms: bathrooms,
      Url: `https://realty.example.com/listings/${mls.toLowerCase()}`,
      MLSNumber: mls,
      YearBuilt: yearBuilt,
      DaysOnMarket: status === 'PreOnMarket' ? 0 : status === 'Sold' ? int(8, 140) : int(1, forRent ? 45 : 110),
      BuildingArea: area,
      AreaUnit: 'Square Feet',
      Images: images,
      ParkingSpots: spec.lot ? int(1, 3) : int(0, 1),
      Description: `${capitalize(size)} in ${hood}, ${place.city}, with ${features.join(' and ')}${room ? '; shared kitchen and living room' : ''}.`,
      ExtensionColumn: [
        { Key: 'Heating', value: pick(HEATING) },
        { Key: 'School district', value: pick(SCHOOLS) },
        ...(forRent ? [{ Key: 'Pets', value: pick(['Allowed', 'Cats only', 'Not allowed']) }] : []),
      ],
      Location: `${hood}, ${place.city}`,
      Address: `${int(10, 9899)} ${pick(STREETS)} ${pick(SUFFIXES)}${spec.lot ? '' : ` #${int(1, 24)}${pick(['A', 'B', 'C', 'D'])}`}`,
      City: place.city,
      State: place.state,
      ZIP: `${place.zip}${String(int(1, 99)).padStart(2, '0')}`,
      // Around the centre of its neighbourhood (about ±1.3 km); as many draws as ever, so the rest stays as it was.
      Latitude: round(hoodLat + (random() - 0.5) * 0.024, 6),
      Longitude: round(hoodLng + (random() - 0.5) * 0.03, 6),
    };
    if (spec.lot) listing.LotArea = roundTo(near((spec.lot[0] + spec.lot[1]) / 2, 0.6) * place.lot, 100);
    if (tours) listing.Tours = tours;
    if (forRent) {
      // A one-bedroom's rent, more per extra bedroom; a room is about half of a one-bedroom.
      const rent = room ? place.rent * 0.5 : place.rent * (0.75 + 0.25 * bedrooms) * (spec.lot ? 1.1 : 1);
      listing.RentPrice = roundTo(near(rent, 0.25), 25);
      listing.DepositFee = roundTo(listing.RentPrice * pick([1, 1, 1.5]), 25);
      listing.SpaceType = room ? 'Room' : 'Entire place';
    } else {
      const salePrice = roundTo(near(area * place.sqft * spec.value, 0.3), 5000);
      listing.SalePrice = salePrice;
      listing.UnitAreaPrice = Math.round(salePrice / area);
      listing.EstimatePrice = roundTo(near(salePrice, 0.08), 1000);
      if (spec.hoa) listing.HOAMonth = roundTo(between(...spec.hoa) * place.hoa, 5);
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

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

function distinct<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
