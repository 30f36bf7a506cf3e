/** A listing with exactly the fields RealEstateCreate requires. */
export const validListing = {
  SerialNumber: 'demo-realty',
  SaleType: 'for_sale',
  Status: 'Active',
  CurrencySymbol: '$',
  PropertyType: 'Single Family',
  Bedrooms: 3,
  Bathrooms: 2.5,
  Url: 'https://example.com/homes/1',
  MLSNumber: 'MLS-1',
  YearBuilt: 1998,
  DaysOnMarket: 12,
  LotArea: 5000,
  BuildingArea: 1800,
  AreaUnit: 'Square Feet',
  ParkingSpots: 2,
} as const;
