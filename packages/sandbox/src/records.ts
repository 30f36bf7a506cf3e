/** Builds RealEstateList records exactly in API.md's shape from stored listings. */
import type { ListingRecord } from 'realty-elements/api';
import type { StoredListingRow } from './store.js';

/** Image paths the sandbox serves itself; made absolute with the request's origin. */
export const SANDBOX_IMAGE_PREFIX = '/sandbox/images/';

const text = (value: string | number | undefined | null): string =>
  value === undefined || value === null ? '' : String(value);

export function toRecord(row: StoredListingRow, origin: string): ListingRecord {
  const d = row.data;
  const images = (d.Images ?? []).map((image) =>
    image.startsWith(SANDBOX_IMAGE_PREFIX) ? `${origin}${image}` : image,
  );
  return {
    ID: row.id,
    PropertyType: text(d.PropertyType),
    SaleType: d.SaleType === 'for_rent' ? 'For Rent' : 'For Sale',
    Status: text(d.Status),
    Images: JSON.stringify(images),
    CurrencySymbol: text(d.CurrencySymbol),
    Price: text(d.SaleType === 'for_rent' ? d.RentPrice : d.SalePrice),
    State: text(d.State),
    City: text(d.City),
    Address: text(d.Address),
    ZIP: text(d.ZIP),
    Area: text(d.BuildingArea),
    Bathrooms: text(d.Bathrooms),
    Bedrooms: text(d.Bedrooms),
    Url: text(d.Url),
    Tours: text(d.Tours),
    YearBuilt: text(d.YearBuilt),
    MLSNumber: text(d.MLSNumber),
    DaysOnMarket: text(d.DaysOnMarket),
    LotArea: text(d.LotArea),
    BuildingArea: text(d.BuildingArea),
    ParkingSpots: text(d.ParkingSpots),
    Description: text(d.Description),
    RentPrice: text(d.RentPrice),
    SpaceType: text(d.SpaceType),
    DepositFee: text(d.DepositFee),
    SalePrice: text(d.SalePrice),
    UnitAreaPrice: text(d.UnitAreaPrice),
    EstimatePrice: text(d.EstimatePrice),
    HOAMonth: text(d.HOAMonth),
    LATITUDE: typeof d.Latitude === 'number' ? d.Latitude : null,
    LONGITUDE: typeof d.Longitude === 'number' ? d.Longitude : null,
    ExtensionColumn: JSON.stringify(d.ExtensionColumn ?? []),
  };
}
