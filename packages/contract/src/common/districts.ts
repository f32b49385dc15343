/**
 * Bangladesh's 64 districts (zila), in the official English spellings the government has used
 * since 2018 (Chattogram, Cumilla, Barishal, Jashore, Bogura), by division. Zod-free: company
 * details, delivery addresses and the address forms all choose from this one list.
 */
export const BANGLADESH_DISTRICTS = [
  // Barishal
  'Barguna', 'Barishal', 'Bhola', 'Jhalokati', 'Patuakhali', 'Pirojpur',
  // Chattogram
  'Bandarban', 'Brahmanbaria', 'Chandpur', 'Chattogram', "Cox's Bazar", 'Cumilla', 'Feni', 'Khagrachhari', 'Lakshmipur', 'Noakhali', 'Rangamati',
  // Dhaka
  'Dhaka', 'Faridpur', 'Gazipur', 'Gopalganj', 'Kishoreganj', 'Madaripur', 'Manikganj', 'Munshiganj', 'Narayanganj', 'Narsingdi', 'Rajbari', 'Shariatpur', 'Tangail',
  // Khulna
  'Bagerhat', 'Chuadanga', 'Jashore', 'Jhenaidah', 'Khulna', 'Kushtia', 'Magura', 'Meherpur', 'Narail', 'Satkhira',
  // Mymensingh
  'Jamalpur', 'Mymensingh', 'Netrokona', 'Sherpur',
  // Rajshahi
  'Bogura', 'Chapainawabganj', 'Joypurhat', 'Naogaon', 'Natore', 'Pabna', 'Rajshahi', 'Sirajganj',
  // Rangpur
  'Dinajpur', 'Gaibandha', 'Kurigram', 'Lalmonirhat', 'Nilphamari', 'Panchagarh', 'Rangpur', 'Thakurgaon',
  // Sylhet
  'Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet',
] as const;
export type BangladeshDistrict = (typeof BANGLADESH_DISTRICTS)[number];

/** The district as officially spelled, whatever its letter case (`dhaka` → `Dhaka`); null for anything else (old spellings included). */
export function officialDistrict(text: string): BangladeshDistrict | null {
  // A search of 64 names, no table built at load: the home page's bundle may drop this file whole.
  const wanted = text.trim().replace(/\s+/g, ' ').replace(/[\u2019`]/g, "'").toLowerCase();
  return BANGLADESH_DISTRICTS.find((district) => district.toLowerCase() === wanted) ?? null;
}
