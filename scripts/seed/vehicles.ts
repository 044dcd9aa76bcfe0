/**
 * Demo vehicles for the local emulators: 36 used cars and 8 rentals of the Italian market. Every vehicle is
 * built through the zod schema (vehicleSchema.parse), so the seed cannot drift from the model.
 */
import { createHash } from 'node:crypto'
import type { BodyType, EquipmentKey, EuroClass, Fuel, Gearbox } from '../../src/features/vehicles/model/vehicle-constants'
import { EURO_CLASSES } from '../../src/features/vehicles/model/vehicle-constants'
import { PHOTO_SIZES } from '../../src/lib/photos/photo-pipeline'
import { storageObjectUrl } from '../../src/lib/firebase/storage-url'
import { photoFilePaths, vehicleSchema, type Vehicle, type VehiclePhoto } from '../../src/features/vehicles/model/vehicle-schema'

interface CarSpec {
  id: string
  make: string
  model: string
  version: string
  bodyType: BodyType
  fuel: Fuel
  gearbox: Gearbox
  registered: readonly [month: number, year: number]
  km: number
  kw: number
  cc?: number
  doors: number
  seats: number
  color: string
  colorHex: string
  co2?: number
  owners: number
  equipment: readonly EquipmentKey[]
  withVin?: boolean
  status?: 'reserved' | 'sold' | 'unavailable'
  draft?: boolean
  featured?: boolean
  photoCount: 0 | 2 | 3 | 4
  /** One sentence of its own, in Italian and English (English may be empty: the app then shows the Italian). */
  note: { it: string; en: string }
  noEnglishDescription?: boolean
}

interface UsedSpec extends CarSpec {
  price: number
}

interface RentSpec extends CarSpec {
  dailyRate: number
  weeklyRate: number
  deposit: number
  minAge: number
  includedKmPerDay: number
}

const COMFORT: readonly EquipmentKey[] = ['air-conditioning', 'bluetooth', 'usb', 'isofix', 'start-stop']
const PREMIUM: readonly EquipmentKey[] = ['climate-control', 'navigation', 'apple-carplay', 'android-auto', 'bluetooth', 'parking-sensors', 'rear-camera', 'cruise-control', 'led-headlights', 'alloy-wheels', 'keyless', 'isofix']

const USED: readonly UsedSpec[] = [
  { id: 'used-001', make: 'Fiat', model: 'Panda', version: '1.0 FireFly S&S Hybrid City Life', bodyType: 'city-car', fuel: 'hybrid', gearbox: 'manual', registered: [3, 2022], km: 28500, kw: 51, cc: 999, doors: 5, seats: 5, color: 'Bianco Gelato', colorHex: '#f2f2ee', co2: 111, owners: 1, equipment: [...COMFORT, 'apple-carplay', 'android-auto', 'lane-assist', 'emergency-braking'], withVin: true, featured: true, photoCount: 4, price: 11900, note: { it: 'Perfetta per la città e per le valli, consumi bassissimi e tagliandi Fiat documentati.', en: 'Ideal in town and up the valleys, with very low consumption and a documented Fiat service history.' } },
  { id: 'used-002', make: 'Fiat', model: '500', version: '1.0 Hybrid Dolcevita', bodyType: 'city-car', fuel: 'hybrid', gearbox: 'manual', registered: [6, 2021], km: 34000, kw: 51, cc: 999, doors: 3, seats: 4, color: 'Rosso Passione', colorHex: '#b3121a', co2: 108, owners: 1, equipment: [...COMFORT, 'sunroof', 'alloy-wheels', 'apple-carplay', 'parking-sensors'], photoCount: 3, price: 12900, note: { it: 'Tetto panoramico in vetro, interni in tessuto bicolore e cerchi da 16 pollici.', en: 'Glass sunroof, two-tone fabric upholstery and 16-inch wheels.' } },
  { id: 'used-003', make: 'Fiat', model: 'Tipo', version: 'Station Wagon 1.6 Mjt 120 CV Life', bodyType: 'station-wagon', fuel: 'diesel', gearbox: 'manual', registered: [9, 2019], km: 98000, kw: 88, cc: 1598, doors: 5, seats: 5, color: 'Grigio Colosseo', colorHex: '#6d6e70', co2: 112, owners: 2, equipment: ['air-conditioning', 'navigation', 'bluetooth', 'cruise-control', 'parking-sensors', 'roof-rails', 'isofix'], withVin: true, photoCount: 3, price: 12500, note: { it: 'Bagagliaio da 550 litri e consumi contenuti: la familiare concreta per chi macina chilometri.', en: 'A 550-litre boot and modest fuel use: a practical estate for high-mileage drivers.' } },
  { id: 'used-004', make: 'Alfa Romeo', model: 'Giulia', version: '2.2 Turbodiesel 190 CV AT8 Veloce', bodyType: 'sedan', fuel: 'diesel', gearbox: 'automatic', registered: [5, 2020], km: 72000, kw: 140, cc: 2143, doors: 4, seats: 5, color: 'Rosso Alfa', colorHex: '#9e1b1e', co2: 124, owners: 1, equipment: [...PREMIUM, 'leather', 'heated-seats', 'adaptive-cruise', 'blind-spot', 'lane-assist'], withVin: true, featured: true, photoCount: 4, price: 29900, note: { it: 'Allestimento Veloce con sedili sportivi in pelle, palette al volante in alluminio e freni rossi.', en: 'Veloce trim with leather sports seats, aluminium paddle shifters and red brake calipers.' } },
  { id: 'used-005', make: 'Alfa Romeo', model: 'Stelvio', version: '2.2 Turbodiesel 210 CV AT8 Q4 Ti', bodyType: 'suv', fuel: 'diesel', gearbox: 'automatic', registered: [2, 2021], km: 61000, kw: 154, cc: 2143, doors: 5, seats: 5, color: 'Nero Vulcano', colorHex: '#1b1b1d', co2: 154, owners: 1, equipment: [...PREMIUM, 'leather', 'heated-seats', 'electric-seats', 'four-wheel-drive', 'tow-bar', 'adaptive-cruise'], photoCount: 3, price: 36500, note: { it: 'Trazione integrale Q4 e gancio traino: pronta per la neve in Val Seriana e per il carrello.', en: 'Q4 all-wheel drive and a tow bar: ready for snow in Val Seriana and for a trailer.' } },
  { id: 'used-006', make: 'Alfa Romeo', model: 'Tonale', version: '1.5 Hybrid 130 CV TCT7 Sprint', bodyType: 'suv', fuel: 'hybrid', gearbox: 'automatic', registered: [4, 2023], km: 18000, kw: 96, cc: 1469, doors: 5, seats: 5, color: 'Blu Misano', colorHex: '#1f3a6e', co2: 131, owners: 1, equipment: [...PREMIUM, 'digital-cockpit', 'wireless-charging', 'lane-assist', 'emergency-braking'], withVin: true, photoCount: 4, price: 31900, note: { it: 'Ancora in garanzia ufficiale Alfa Romeo, quadro strumenti digitale da 12,3 pollici.', en: 'Still under the official Alfa Romeo warranty, with a 12.3-inch digital instrument cluster.' } },
  { id: 'used-007', make: 'Lancia', model: 'Ypsilon', version: '1.0 FireFly 5 porte S&S Hybrid Gold', bodyType: 'city-car', fuel: 'hybrid', gearbox: 'manual', registered: [11, 2022], km: 22000, kw: 51, cc: 999, doors: 5, seats: 5, color: 'Blu Elegante', colorHex: '#2a3550', co2: 112, owners: 1, equipment: [...COMFORT, 'parking-sensors', 'alloy-wheels', 'apple-carplay', 'android-auto'], photoCount: 2, price: 10900, note: { it: 'Neopatentati ok, interni in velluto e sensori di parcheggio posteriori.', en: 'Suitable for new drivers, with velvet upholstery and rear parking sensors.' } },
  { id: 'used-008', make: 'Volkswagen', model: 'Golf', version: '1.5 eTSI 150 CV EVO ACT DSG Life', bodyType: 'hatchback', fuel: 'hybrid', gearbox: 'automatic', registered: [10, 2021], km: 45000, kw: 110, cc: 1498, doors: 5, seats: 5, color: 'Grigio Moonstone', colorHex: '#7a7d80', co2: 128, owners: 1, equipment: [...PREMIUM, 'digital-cockpit', 'lane-assist', 'emergency-braking'], withVin: true, photoCount: 3, price: 24500, note: { it: 'Mild hybrid a 48 V con disattivazione dei cilindri: fluida nel traffico e parca in autostrada.', en: '48 V mild hybrid with cylinder deactivation: smooth in traffic and frugal on the motorway.' } },
  { id: 'used-009', make: 'Volkswagen', model: 'T-Roc', version: '2.0 TDI SCR 150 CV DSG 4MOTION Advanced', bodyType: 'suv', fuel: 'diesel', gearbox: 'automatic', registered: [7, 2020], km: 83000, kw: 110, cc: 1968, doors: 5, seats: 5, color: 'Blu Ravenna', colorHex: '#23395d', co2: 150, owners: 2, equipment: [...PREMIUM, 'four-wheel-drive', 'adaptive-cruise', 'blind-spot'], photoCount: 4, price: 23900, note: { it: 'Trazione integrale 4MOTION e cambio DSG a 7 rapporti, pneumatici invernali inclusi.', en: '4MOTION all-wheel drive and a 7-speed DSG gearbox, winter tyres included.' } },
  { id: 'used-010', make: 'Audi', model: 'A3 Sportback', version: '35 TDI S tronic Business Advanced', bodyType: 'hatchback', fuel: 'diesel', gearbox: 'automatic', registered: [3, 2021], km: 56000, kw: 110, cc: 1968, doors: 5, seats: 5, color: 'Grigio Manhattan', colorHex: '#5c5f63', co2: 118, owners: 1, equipment: [...PREMIUM, 'digital-cockpit', 'lane-assist'], withVin: true, photoCount: 3, price: 26900, note: { it: 'Virtual cockpit, navigatore MMI plus e fari LED: ex aziendale con tagliandi in Audi.', en: 'Virtual cockpit, MMI plus navigation and LED headlights; a former company car serviced at Audi.' } },
  { id: 'used-011', make: 'Audi', model: 'A4 Avant', version: '40 TDI quattro S tronic S line edition', bodyType: 'station-wagon', fuel: 'diesel', gearbox: 'automatic', registered: [11, 2020], km: 94000, kw: 150, cc: 1968, doors: 5, seats: 5, color: 'Nero Mythos', colorHex: '#111113', co2: 139, owners: 1, equipment: [...PREMIUM, 'leather', 'heated-seats', 'four-wheel-drive', 'adaptive-cruise', 'roof-rails', 'tow-bar'], withVin: true, featured: true, photoCount: 4, price: 31500, note: { it: 'Pacchetto S line interno ed esterno, trazione quattro e gancio traino elettrico a scomparsa.', en: 'S line package inside and out, quattro drive and an electrically retractable tow bar.' } },
  { id: 'used-012', make: 'Audi', model: 'Q5', version: '40 TDI quattro S tronic Business Advanced', bodyType: 'suv', fuel: 'diesel', gearbox: 'automatic', registered: [6, 2019], km: 112000, kw: 150, cc: 1968, doors: 5, seats: 5, color: 'Bianco Ibis', colorHex: '#f0f0ec', co2: 162, owners: 2, equipment: [...PREMIUM, 'four-wheel-drive', 'electric-seats', 'heated-seats'], status: 'reserved', photoCount: 3, price: 33900, note: { it: 'Portellone elettrico e sedili anteriori riscaldabili; distribuzione appena sostituita.', en: 'Power tailgate and heated front seats; the timing belt has just been replaced.' } },
  { id: 'used-013', make: 'BMW', model: 'Serie 1', version: '118d Sport', bodyType: 'hatchback', fuel: 'diesel', gearbox: 'automatic', registered: [2, 2020], km: 77000, kw: 110, cc: 1995, doors: 5, seats: 5, color: 'Alpine White', colorHex: '#f3f3f1', co2: 117, owners: 1, equipment: [...PREMIUM, 'lane-assist'], withVin: true, photoCount: 3, price: 22900, note: { it: 'Cambio Steptronic a 8 marce e sedili sportivi, nessun incidente dichiarato.', en: '8-speed Steptronic gearbox and sports seats, no accidents declared.' } },
  { id: 'used-014', make: 'BMW', model: 'Serie 3 Touring', version: '320d xDrive Msport', bodyType: 'station-wagon', fuel: 'diesel', gearbox: 'automatic', registered: [9, 2021], km: 69000, kw: 140, cc: 1995, doors: 5, seats: 5, color: 'Blu Portimao', colorHex: '#1d4f91', co2: 132, owners: 1, equipment: [...PREMIUM, 'leather', 'heated-seats', 'four-wheel-drive', 'adaptive-cruise', 'camera-360', 'digital-cockpit'], withVin: true, photoCount: 4, price: 37900, note: { it: 'Pacchetto M Sport con cerchi da 19 pollici, Live Cockpit Professional e telecamere a 360°.', en: 'M Sport package with 19-inch wheels, Live Cockpit Professional and 360° cameras.' } },
  { id: 'used-015', make: 'BMW', model: 'X1', version: 'sDrive18d xLine', bodyType: 'suv', fuel: 'diesel', gearbox: 'automatic', registered: [4, 2018], km: 128000, kw: 110, cc: 1995, doors: 5, seats: 5, color: 'Grigio Mineral', colorHex: '#5a5d60', co2: 121, owners: 2, equipment: ['climate-control', 'navigation', 'bluetooth', 'parking-sensors', 'cruise-control', 'alloy-wheels', 'led-headlights', 'isofix'], status: 'sold', photoCount: 3, price: 19900, note: { it: 'Allestimento xLine con inserti in alluminio e portellone elettrico.', en: 'xLine trim with aluminium inserts and a power tailgate.' } },
  { id: 'used-016', make: 'BMW', model: 'Z4', version: 'sDrive20i Sport', bodyType: 'convertible', fuel: 'petrol', gearbox: 'automatic', registered: [5, 2019], km: 41000, kw: 145, cc: 1998, doors: 2, seats: 2, color: 'Rosso San Francisco', colorHex: '#a31f24', co2: 145, owners: 1, equipment: ['climate-control', 'navigation', 'apple-carplay', 'bluetooth', 'leather', 'heated-seats', 'led-headlights', 'alloy-wheels', 'keyless', 'parking-sensors'], withVin: true, photoCount: 4, price: 36900, note: { it: 'Capote in tela elettrica che si apre in 10 secondi anche in marcia: la roadster per il lago d\'Iseo.', en: 'Electric fabric roof that opens in 10 seconds, even on the move: the roadster for Lake Iseo.' } },
  { id: 'used-017', make: 'Mercedes-Benz', model: 'Classe A', version: 'A 180 d Automatic Sport', bodyType: 'hatchback', fuel: 'diesel', gearbox: 'automatic', registered: [10, 2019], km: 88000, kw: 85, cc: 1461, doors: 5, seats: 5, color: 'Grigio Montagna', colorHex: '#6b6e72', co2: 108, owners: 1, equipment: [...PREMIUM, 'digital-cockpit', 'emergency-braking'], photoCount: 3, price: 21500, note: { it: 'Sistema MBUX con comandi vocali "Hey Mercedes" e doppio display da 10,25 pollici.', en: 'MBUX with "Hey Mercedes" voice control and twin 10.25-inch displays.' } },
  { id: 'used-018', make: 'Mercedes-Benz', model: 'GLC', version: 'GLC 220 d 4Matic Premium', bodyType: 'suv', fuel: 'diesel', gearbox: 'automatic', registered: [12, 2020], km: 79000, kw: 143, cc: 1950, doors: 5, seats: 5, color: 'Nero Ossidiana', colorHex: '#17181a', co2: 161, owners: 1, equipment: [...PREMIUM, 'leather', 'heated-seats', 'electric-seats', 'four-wheel-drive', 'panoramic-roof', 'camera-360'], withVin: true, photoCount: 4, price: 42900, note: { it: 'Allestimento Premium AMG Line con tetto panoramico apribile e sospensioni sportive.', en: 'Premium AMG Line trim with an opening panoramic roof and sports suspension.' } },
  { id: 'used-019', make: 'Mercedes-Benz', model: 'Classe C Coupé', version: 'C 220 d Auto Premium', bodyType: 'coupe', fuel: 'diesel', gearbox: 'automatic', registered: [3, 2018], km: 101000, kw: 143, cc: 2143, doors: 2, seats: 4, color: 'Argento Iridio', colorHex: '#a7a9ac', co2: 118, owners: 2, equipment: [...PREMIUM, 'leather', 'heated-seats'], photoCount: 3, price: 27900, note: { it: 'Linea filante senza montante centrale e interni in pelle nera con cuciture a contrasto.', en: 'A pillarless profile and black leather upholstery with contrast stitching.' } },
  { id: 'used-020', make: 'Toyota', model: 'Yaris', version: '1.5 Hybrid 5 porte Trend', bodyType: 'hatchback', fuel: 'hybrid', gearbox: 'automatic', registered: [5, 2021], km: 39000, kw: 85, cc: 1490, doors: 5, seats: 5, color: 'Rosso Tokyo', colorHex: '#b5121b', co2: 92, owners: 1, equipment: [...COMFORT, 'rear-camera', 'apple-carplay', 'android-auto', 'lane-assist', 'adaptive-cruise', 'traffic-sign-recognition'], withVin: true, photoCount: 3, price: 17900, note: { it: 'Full hybrid di quarta generazione: in città viaggia spesso in elettrico, con garanzia ibrida Toyota.', en: 'Fourth-generation full hybrid: often electric-only in town, with the Toyota hybrid warranty.' } },
  { id: 'used-021', make: 'Toyota', model: 'C-HR', version: '1.8 Hybrid E-CVT Trend', bodyType: 'suv', fuel: 'hybrid', gearbox: 'automatic', registered: [11, 2019], km: 67000, kw: 90, cc: 1798, doors: 5, seats: 5, color: 'Bianco Perla', colorHex: '#ece9e2', co2: 101, owners: 1, equipment: [...PREMIUM, 'lane-assist', 'adaptive-cruise'], status: 'reserved', photoCount: 2, price: 19500, note: { it: 'Design da coupé e guida silenziosa; tagliandi Toyota regolari fino all\'ultimo controllo ibrido.', en: 'Coupe-like styling and a quiet drive; regular Toyota servicing up to the latest hybrid check.' } },
  { id: 'used-022', make: 'Toyota', model: 'RAV4', version: '2.5 HV (218 CV) E-CVT 2WD Lounge', bodyType: 'suv', fuel: 'hybrid', gearbox: 'automatic', registered: [6, 2022], km: 42000, kw: 160, cc: 2487, doors: 5, seats: 5, color: 'Grigio Platino', colorHex: '#8b8d90', co2: 121, owners: 1, equipment: [...PREMIUM, 'leather', 'heated-seats', 'electric-seats', 'heated-steering-wheel', 'wireless-charging', 'blind-spot'], withVin: true, photoCount: 4, price: 34900, note: { it: 'Allestimento Lounge al top di gamma, con sedili ventilati e volante riscaldato.', en: 'Top-of-the-range Lounge trim, with ventilated seats and a heated steering wheel.' } },
  { id: 'used-023', make: 'Renault', model: 'Clio', version: 'TCe 90 CV Zen', bodyType: 'hatchback', fuel: 'petrol', gearbox: 'manual', registered: [9, 2020], km: 52000, kw: 67, cc: 999, doors: 5, seats: 5, color: 'Arancio Valencia', colorHex: '#e0601f', co2: 118, owners: 1, equipment: [...COMFORT, 'led-headlights', 'cruise-control', 'lane-assist'], photoCount: 3, price: 12900, note: { it: 'Fari full LED di serie e schermo da 7 pollici: l\'utilitaria giusta per il primo lavoro.', en: 'Full LED headlights as standard and a 7-inch screen: the right small car for a first job.' } },
  { id: 'used-024', make: 'Renault', model: 'Captur', version: '1.0 TCe 100 CV GPL Intens', bodyType: 'suv', fuel: 'lpg', gearbox: 'manual', registered: [4, 2021], km: 48000, kw: 74, cc: 999, doors: 5, seats: 5, color: 'Blu Ferro', colorHex: '#355069', co2: 117, owners: 1, equipment: [...COMFORT, 'navigation', 'rear-camera', 'parking-sensors', 'alloy-wheels', 'led-headlights', 'keyless'], withVin: true, photoCount: 3, price: 16900, note: { it: 'Impianto GPL di fabbrica con garanzia Renault: pieno a meno di 30 euro.', en: 'Factory-fitted LPG system with the Renault warranty: a full tank for under 30 euros.' } },
  { id: 'used-025', make: 'Peugeot', model: '208', version: 'PureTech 100 S&S Allure', bodyType: 'hatchback', fuel: 'petrol', gearbox: 'manual', registered: [8, 2022], km: 26000, kw: 74, cc: 1199, doors: 5, seats: 5, color: 'Giallo Faro', colorHex: '#f0b323', co2: 121, owners: 1, equipment: [...COMFORT, 'digital-cockpit', 'rear-camera', 'apple-carplay', 'android-auto', 'alloy-wheels'], photoCount: 4, price: 16500, note: { it: 'i-Cockpit 3D e colore Giallo Faro: impossibile non notarla nel parcheggio.', en: '3D i-Cockpit and Faro Yellow paint: impossible to miss in a car park.' } },
  { id: 'used-026', make: 'Peugeot', model: '3008', version: 'BlueHDi 130 S&S EAT8 GT Line', bodyType: 'suv', fuel: 'diesel', gearbox: 'automatic', registered: [3, 2019], km: 105000, kw: 96, cc: 1499, doors: 5, seats: 5, color: 'Grigio Platinum', colorHex: '#8e9196', co2: 118, owners: 2, equipment: [...PREMIUM, 'digital-cockpit', 'lane-assist', 'blind-spot'], withVin: true, photoCount: 3, price: 19900, note: { it: 'Cambio automatico EAT8 e Grip Control per sterrati e neve leggera.', en: 'EAT8 automatic gearbox and Grip Control for gravel roads and light snow.' } },
  { id: 'used-027', make: 'Dacia', model: 'Sandero Stepway', version: '1.0 TCe 100 CV ECO-G Comfort', bodyType: 'hatchback', fuel: 'lpg', gearbox: 'manual', registered: [2, 2022], km: 35000, kw: 74, cc: 999, doors: 5, seats: 5, color: 'Arancio Atacama', colorHex: '#c2581f', co2: 107, owners: 1, equipment: [...COMFORT, 'rear-camera', 'parking-sensors', 'roof-rails', 'cruise-control'], photoCount: 3, price: 13500, note: { it: 'Bifuel GPL di serie e barre sul tetto modulabili: spaziosa e economica.', en: 'Factory LPG bi-fuel and convertible roof bars: roomy and cheap to run.' } },
  { id: 'used-028', make: 'Dacia', model: 'Duster', version: '1.5 Blue dCi 115 CV 4x4 Prestige', bodyType: 'suv', fuel: 'diesel', gearbox: 'manual', registered: [10, 2020], km: 86000, kw: 85, cc: 1461, doors: 5, seats: 5, color: 'Grigio Comete', colorHex: '#7a7c7e', co2: 136, owners: 1, equipment: ['air-conditioning', 'navigation', 'bluetooth', 'camera-360', 'cruise-control', 'four-wheel-drive', 'alloy-wheels', 'roof-rails', 'tow-bar'], withVin: true, photoCount: 2, price: 15900, note: { it: 'Vera 4x4 con ridotte corte: sale in baita anche d\'inverno.', en: 'A genuine 4x4 with a short first gear: it reaches a mountain hut even in winter.' } },
  { id: 'used-029', make: 'Jeep', model: 'Renegade', version: '1.3 T4 190 CV PHEV 4xe AT6 Limited', bodyType: 'suv', fuel: 'plug-in-hybrid', gearbox: 'automatic', registered: [7, 2021], km: 44000, kw: 140, cc: 1332, doors: 5, seats: 5, color: 'Verde Matter', colorHex: '#4b5a3c', co2: 47, owners: 1, equipment: [...PREMIUM, 'four-wheel-drive', 'digital-cockpit', 'lane-assist'], withVin: true, photoCount: 4, price: 24900, note: { it: 'Ibrida plug-in con circa 40 km in elettrico: ingresso libero nelle ZTL che lo consentono.', en: 'Plug-in hybrid with about 40 km of electric range: free entry to the limited-traffic zones that allow it.' } },
  { id: 'used-030', make: 'Jeep', model: 'Compass', version: '1.6 Multijet II 2WD Longitude', bodyType: 'suv', fuel: 'diesel', gearbox: 'manual', registered: [9, 2018], km: 119000, kw: 88, cc: 1598, doors: 5, seats: 5, color: 'Nero Carbon', colorHex: '#1d1e20', co2: 132, owners: 2, equipment: ['climate-control', 'navigation', 'apple-carplay', 'bluetooth', 'parking-sensors', 'cruise-control', 'alloy-wheels', 'isofix'], status: 'sold', photoCount: 3, price: 16500, note: { it: 'Uniconnect da 8,4 pollici e cerchi da 17: revisione appena eseguita.', en: '8.4-inch Uconnect and 17-inch wheels; the MOT has just been done.' } },
  { id: 'used-031', make: 'Ford', model: 'Kuga', version: '2.5 Plug In Hybrid 225 CV CVT 2WD ST-Line X', bodyType: 'suv', fuel: 'plug-in-hybrid', gearbox: 'automatic', registered: [11, 2021], km: 51000, kw: 165, cc: 2488, doors: 5, seats: 5, color: 'Grigio Magnetic', colorHex: '#4d4f52', co2: 32, owners: 1, equipment: [...PREMIUM, 'digital-cockpit', 'heated-seats', 'heated-steering-wheel', 'wireless-charging', 'adaptive-cruise'], photoCount: 3, price: 27900, note: { it: 'Fino a 56 km in elettrico e ricarica da wallbox in circa 3 ore e mezza.', en: 'Up to 56 km on electricity, and about three and a half hours to charge from a wallbox.' } },
  { id: 'used-032', make: 'Ford', model: 'Transit Custom', version: '280 2.0 TDCi 130 CV PC Furgone Trend', bodyType: 'van', fuel: 'diesel', gearbox: 'manual', registered: [4, 2019], km: 136000, kw: 96, cc: 1995, doors: 4, seats: 3, color: 'Bianco Frozen', colorHex: '#f4f4f2', co2: 176, owners: 1, equipment: ['air-conditioning', 'bluetooth', 'parking-sensors', 'cruise-control', 'tow-bar'], draft: true, photoCount: 2, price: 19900, note: { it: 'Furgone tre posti con paratia e portellone laterale scorrevole, ideale per artigiani.', en: 'Three-seat panel van with a bulkhead and a sliding side door, ideal for tradespeople.' } },
  { id: 'used-033', make: 'Kia', model: 'Sportage', version: '1.6 T-GDi HEV AT Style', bodyType: 'suv', fuel: 'hybrid', gearbox: 'automatic', registered: [2, 2023], km: 21000, kw: 169, cc: 1598, doors: 5, seats: 5, color: 'Grigio Penta', colorHex: '#6e7175', co2: 128, owners: 1, equipment: [...PREMIUM, 'digital-cockpit', 'heated-seats', 'heated-steering-wheel', 'blind-spot', 'adaptive-cruise', 'wireless-charging'], withVin: true, featured: true, photoCount: 4, price: 32900, note: { it: 'Garanzia Kia 7 anni trasferibile, ancora valida fino al 2030.', en: 'Transferable 7-year Kia warranty, still valid until 2030.' } },
  { id: 'used-034', make: 'Kia', model: 'Picanto', version: '1.0 12V 5 porte Urban', bodyType: 'city-car', fuel: 'petrol', gearbox: 'manual', registered: [7, 2019], km: 47000, kw: 49, cc: 998, doors: 5, seats: 4, color: 'Bianco Clear', colorHex: '#efefe9', co2: 101, owners: 1, equipment: ['air-conditioning', 'bluetooth', 'usb', 'isofix'], photoCount: 0, price: 8900, note: { it: 'Foto in arrivo: chiamaci per vederla dal vivo in sede.', en: 'Photos coming soon: call us to see it in person at the showroom.' } },
  { id: 'used-035', make: 'Hyundai', model: 'i10', version: '1.0 MPI Tech', bodyType: 'city-car', fuel: 'petrol', gearbox: 'manual', registered: [6, 2020], km: 39000, kw: 49, cc: 998, doors: 5, seats: 4, color: 'Rosso Passion', colorHex: '#b01c25', co2: 113, owners: 1, equipment: [...COMFORT, 'apple-carplay', 'android-auto', 'cruise-control', 'lane-assist'], noEnglishDescription: true, photoCount: 2, price: 9500, note: { it: 'Piccola fuori e sorprendentemente spaziosa dentro, con Apple CarPlay e Android Auto.', en: '' } },
  { id: 'used-036', make: 'Tesla', model: 'Model 3', version: 'Long Range Dual Motor AWD', bodyType: 'sedan', fuel: 'electric', gearbox: 'automatic', registered: [8, 2021], km: 68000, kw: 324, doors: 4, seats: 5, color: 'Bianco Perla', colorHex: '#f2f2f2', co2: 0, owners: 1, equipment: ['climate-control', 'navigation', 'bluetooth', 'rear-camera', 'adaptive-cruise', 'lane-assist', 'heated-seats', 'leather', 'panoramic-roof', 'keyless', 'four-wheel-drive', 'wireless-charging'], withVin: true, featured: true, photoCount: 4, price: 33900, note: { it: 'Autonomia reale di oltre 450 km, batteria certificata al 91% di salute e Autopilot.', en: 'Over 450 km of real range, battery certified at 91% health, and Autopilot.' } },
  { id: 'used-037', make: 'Skoda', model: 'Octavia Wagon', version: '2.0 TDI EVO 150 CV SCR DSG Style', bodyType: 'station-wagon', fuel: 'diesel', gearbox: 'automatic', registered: [1, 2021], km: 89000, kw: 110, cc: 1968, doors: 5, seats: 5, color: 'Grigio Quarzo', colorHex: '#8a8c8f', co2: 119, owners: 1, equipment: [...PREMIUM, 'digital-cockpit', 'heated-seats', 'adaptive-cruise', 'roof-rails'], photoCount: 3, price: 23500, note: { it: 'Bagagliaio da 640 litri, ombrello nella portiera e raschietto nello sportello carburante.', en: 'A 640-litre boot, an umbrella in the door and an ice scraper in the fuel flap.' } },
  { id: 'used-038', make: 'Skoda', model: 'Fabia', version: '1.0 MPI 80 CV Ambition', bodyType: 'hatchback', fuel: 'petrol', gearbox: 'manual', registered: [2, 2019], km: 62000, kw: 59, cc: 999, doors: 5, seats: 5, color: 'Blu Race', colorHex: '#1f4e8c', co2: 108, owners: 2, equipment: ['air-conditioning', 'bluetooth', 'usb', 'isofix', 'cruise-control'], draft: true, photoCount: 2, price: 9900, note: { it: 'In preparazione: tagliando e pneumatici nuovi prima della consegna.', en: 'Being prepared: a service and new tyres before delivery.' } },
  { id: 'used-039', make: 'Volkswagen', model: 'Touran', version: '2.0 TDI 150 CV SCR DSG Highline 7 posti', bodyType: 'mpv', fuel: 'diesel', gearbox: 'automatic', registered: [11, 2018], km: 115000, kw: 110, cc: 1968, doors: 5, seats: 7, color: 'Blu Atlantico', colorHex: '#2a4a6e', co2: 131, owners: 1, equipment: [...PREMIUM, 'adaptive-cruise', 'tow-bar'], withVin: true, photoCount: 3, price: 19900, note: { it: 'Sette posti veri con terza fila a scomparsa nel pianale: la monovolume per famiglie numerose.', en: 'Seven real seats with a third row that folds into the floor: the people carrier for big families.' } },
  { id: 'used-040', make: 'Fiat', model: '500C', version: '1.0 Hybrid Dolcevita', bodyType: 'convertible', fuel: 'hybrid', gearbox: 'manual', registered: [5, 2022], km: 17000, kw: 51, cc: 999, doors: 3, seats: 4, color: 'Verde Rugiada', colorHex: '#7fa393', co2: 110, owners: 1, equipment: [...COMFORT, 'apple-carplay', 'android-auto', 'alloy-wheels', 'parking-sensors'], photoCount: 3, price: 15900, note: { it: 'Capote in tela elettrica color avorio: la bella stagione sul lungolago.', en: 'Ivory electric fabric top: summer on the lakefront.' } },
  { id: 'used-041', make: 'Fiat', model: 'Punto', version: '1.2 8V 5 porte Dynamic', bodyType: 'hatchback', fuel: 'petrol', gearbox: 'manual', registered: [4, 2009], km: 154000, kw: 48, cc: 1242, doors: 5, seats: 5, color: 'Grigio Alluminio', colorHex: '#9fa2a6', co2: 139, owners: 3, equipment: ['air-conditioning', 'isofix'], photoCount: 2, price: 6200, note: { it: 'Prima auto economica, frizione e cinghia sostituite: venduta con revisione nuova.', en: 'An affordable first car with a new clutch and timing belt, sold with a fresh MOT.' } },
  { id: 'used-042', make: 'Fiat', model: 'Panda', version: '1.2 Natural Power Easy', bodyType: 'city-car', fuel: 'cng', gearbox: 'manual', registered: [10, 2013], km: 131000, kw: 51, cc: 1242, doors: 5, seats: 5, color: 'Azzurro Italia', colorHex: '#2f6fb3', co2: 86, owners: 2, equipment: ['air-conditioning', 'bluetooth', 'isofix'], photoCount: 2, price: 6900, note: { it: 'Metano di serie con bombole revisionate fino al 2027: si viaggia con pochi euro.', en: 'Factory CNG with tanks certified until 2027: driving costs just a few euros.' } },
]

const RENT: readonly RentSpec[] = [
  { id: 'rent-001', make: 'Fiat', model: 'Panda', version: '1.0 FireFly S&S Hybrid', bodyType: 'city-car', fuel: 'hybrid', gearbox: 'manual', registered: [2, 2025], km: 12000, kw: 51, cc: 999, doors: 5, seats: 5, color: 'Bianco Gelato', colorHex: '#f4f4f0', co2: 111, owners: 1, equipment: [...COMFORT, 'apple-carplay', 'android-auto'], photoCount: 3, dailyRate: 35, weeklyRate: 210, deposit: 300, minAge: 21, includedKmPerDay: 200, note: { it: 'La scelta più economica per muoversi in città o raggiungere l\'aeroporto di Orio al Serio.', en: 'The cheapest way to get around town or to reach Orio al Serio airport.' } },
  { id: 'rent-002', make: 'Toyota', model: 'Yaris', version: '1.5 Hybrid 5 porte Trend', bodyType: 'hatchback', fuel: 'hybrid', gearbox: 'automatic', registered: [5, 2025], km: 9000, kw: 85, cc: 1490, doors: 5, seats: 5, color: 'Grigio Platino', colorHex: '#8b8d90', co2: 92, owners: 1, equipment: [...COMFORT, 'rear-camera', 'apple-carplay', 'adaptive-cruise', 'lane-assist'], featured: true, photoCount: 3, dailyRate: 42, weeklyRate: 260, deposit: 300, minAge: 21, includedKmPerDay: 200, note: { it: 'Cambio automatico e ibrido: guida rilassata anche per chi non è abituato alle nostre strade.', en: 'Automatic and hybrid: a relaxed drive even if you are new to our roads.' } },
  { id: 'rent-003', make: 'Volkswagen', model: 'T-Roc', version: '1.5 TSI ACT DSG Style', bodyType: 'suv', fuel: 'petrol', gearbox: 'automatic', registered: [3, 2024], km: 31000, kw: 110, cc: 1498, doors: 5, seats: 5, color: 'Blu Ravenna', colorHex: '#23395d', co2: 139, owners: 1, equipment: [...PREMIUM, 'adaptive-cruise'], withVin: true, photoCount: 3, dailyRate: 59, weeklyRate: 360, deposit: 500, minAge: 23, includedKmPerDay: 250, note: { it: 'SUV comodo per il weekend sui laghi, con bagagliaio ampio e navigatore.', en: 'A comfortable SUV for a weekend on the lakes, with a large boot and navigation.' } },
  { id: 'rent-004', make: 'Jeep', model: 'Compass', version: '1.3 T4 240 CV PHEV AT6 4xe S', bodyType: 'suv', fuel: 'plug-in-hybrid', gearbox: 'automatic', registered: [6, 2024], km: 27000, kw: 177, cc: 1332, doors: 5, seats: 5, color: 'Nero Carbon', colorHex: '#1d1e20', co2: 44, owners: 1, equipment: [...PREMIUM, 'four-wheel-drive', 'heated-seats', 'digital-cockpit'], photoCount: 4, dailyRate: 75, weeklyRate: 460, deposit: 800, minAge: 25, includedKmPerDay: 250, note: { it: 'Trazione integrale 4xe e catene a bordo da novembre ad aprile: pronta per le piste della Presolana.', en: '4xe all-wheel drive and snow chains on board from November to April: ready for the Presolana ski slopes.' } },
  { id: 'rent-005', make: 'Ford', model: 'Transit Custom', version: '320 2.0 EcoBlue 150 CV Kombi 9 posti Trend', bodyType: 'van', fuel: 'diesel', gearbox: 'manual', registered: [9, 2023], km: 48000, kw: 110, cc: 1995, doors: 4, seats: 9, color: 'Bianco Frozen', colorHex: '#f4f4f2', co2: 189, owners: 1, equipment: ['air-conditioning', 'bluetooth', 'parking-sensors', 'rear-camera', 'cruise-control'], withVin: true, photoCount: 3, dailyRate: 95, weeklyRate: 590, deposit: 1000, minAge: 25, includedKmPerDay: 300, note: { it: 'Nove posti per squadre sportive, gite e matrimoni: si guida con la patente B.', en: 'Nine seats for sports teams, trips and weddings: a standard B licence is enough.' } },
  { id: 'rent-006', make: 'Fiat', model: 'Ducato', version: '35 MH2 2.2 Mjt 140 CV Furgone', bodyType: 'van', fuel: 'diesel', gearbox: 'manual', registered: [1, 2024], km: 39000, kw: 103, cc: 2184, doors: 4, seats: 3, color: 'Bianco', colorHex: '#f6f6f4', co2: 212, owners: 1, equipment: ['air-conditioning', 'bluetooth', 'rear-camera', 'cruise-control'], status: 'unavailable', photoCount: 2, dailyRate: 85, weeklyRate: 520, deposit: 800, minAge: 23, includedKmPerDay: 250, note: { it: 'Furgone da 11,5 metri cubi per traslochi, con rampa e cinghie di fissaggio a richiesta.', en: 'An 11.5 cubic metre van for moving house, with a ramp and tie-down straps on request.' } },
  { id: 'rent-007', make: 'Tesla', model: 'Model Y', version: 'Long Range Dual Motor AWD', bodyType: 'suv', fuel: 'electric', gearbox: 'automatic', registered: [4, 2025], km: 18000, kw: 378, doors: 5, seats: 5, color: 'Blu Profondo', colorHex: '#1c2c4c', co2: 0, owners: 1, equipment: ['climate-control', 'navigation', 'bluetooth', 'camera-360', 'adaptive-cruise', 'lane-assist', 'heated-seats', 'panoramic-roof', 'keyless', 'four-wheel-drive', 'wireless-charging', 'tow-bar'], withVin: true, photoCount: 4, dailyRate: 110, weeklyRate: 690, deposit: 1500, minAge: 25, includedKmPerDay: 300, note: { it: 'Consegnata con batteria all\'80% e accesso alla rete Supercharger: la ricarica si paga a consumo.', en: 'Delivered with the battery at 80% and access to the Supercharger network: charging is paid as used.' } },
  { id: 'rent-008', make: 'Alfa Romeo', model: 'Tonale', version: '1.5 Hybrid 160 CV TCT7 Veloce', bodyType: 'suv', fuel: 'hybrid', gearbox: 'automatic', registered: [7, 2025], km: 6000, kw: 118, cc: 1469, doors: 5, seats: 5, color: 'Rosso Alfa', colorHex: '#9e1b1e', co2: 133, owners: 1, equipment: [...PREMIUM, 'digital-cockpit', 'leather', 'heated-seats'], draft: true, photoCount: 3, dailyRate: 79, weeklyRate: 490, deposit: 1000, minAge: 25, includedKmPerDay: 250, note: { it: 'In arrivo in flotta: disponibile dal mese prossimo.', en: 'Joining the fleet: available from next month.' } },
]

// ---- derived fields ----

/** The Euro class a car registered in that year would normally carry in Italy. */
export function euroClassForYear(year: number, fuel: Fuel): EuroClass {
  if (fuel === 'electric') return year >= 2025 ? 'euro-6e' : year >= 2021 ? 'euro-6d' : 'euro-6d-temp'
  const steps: readonly [number, EuroClass][] = [
    [2025, 'euro-6e'], [2021, 'euro-6d'], [2019, 'euro-6d-temp'], [2018, 'euro-6c'], [2016, 'euro-6b'],
    [2015, 'euro-6'], [2011, 'euro-5'], [2006, 'euro-4'], [2001, 'euro-3'], [1997, 'euro-2'],
  ]
  return steps.find(([from]) => year >= from)?.[1] ?? EURO_CLASSES[0]
}

const WORLD_MANUFACTURER_IDS: Record<string, string> = {
  Fiat: 'ZFA', 'Alfa Romeo': 'ZAR', Lancia: 'ZLA', Volkswagen: 'WVW', Audi: 'WAU', BMW: 'WBA',
  'Mercedes-Benz': 'WDD', Toyota: 'SB1', Renault: 'VF1', Peugeot: 'VF3', Dacia: 'UU1', Jeep: '1C4',
  Ford: 'WF0', Kia: 'U5Y', Hyundai: 'TMA', Tesla: 'LRW', Skoda: 'TMB',
}
const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'

/** A VIN-shaped code, the same every run for the same vehicle id (not a real car's VIN). */
function demoVin(id: string, make: string): string {
  const digest = createHash('sha256').update(`vin:${id}`).digest()
  const tail = Array.from(digest.subarray(0, 14), (byte) => VIN_ALPHABET[byte % VIN_ALPHABET.length]).join('')
  return `${WORLD_MANUFACTURER_IDS[make] ?? 'ZZZ'}${tail}`
}

const MONTHS_IT = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre']
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

const EQUIPMENT_WORDS: Partial<Record<EquipmentKey, { it: string; en: string }>> = {
  'climate-control': { it: 'climatizzatore automatico', en: 'automatic climate control' },
  navigation: { it: 'navigatore', en: 'satellite navigation' },
  'apple-carplay': { it: 'Apple CarPlay', en: 'Apple CarPlay' },
  'parking-sensors': { it: 'sensori di parcheggio', en: 'parking sensors' },
  'rear-camera': { it: 'telecamera posteriore', en: 'rear camera' },
  'camera-360': { it: 'telecamere a 360°', en: '360° cameras' },
  'adaptive-cruise': { it: 'cruise control adattivo', en: 'adaptive cruise control' },
  'cruise-control': { it: 'cruise control', en: 'cruise control' },
  'heated-seats': { it: 'sedili riscaldabili', en: 'heated seats' },
  leather: { it: 'interni in pelle', en: 'leather interior' },
  'led-headlights': { it: 'fari LED', en: 'LED headlights' },
  'four-wheel-drive': { it: 'trazione integrale', en: 'four-wheel drive' },
  'tow-bar': { it: 'gancio traino', en: 'tow bar' },
  'panoramic-roof': { it: 'tetto panoramico', en: 'panoramic roof' },
  'blind-spot': { it: 'monitoraggio angolo cieco', en: 'blind-spot monitoring' },
  'air-conditioning': { it: 'aria condizionata', en: 'air conditioning' },
  bluetooth: { it: 'Bluetooth', en: 'Bluetooth' },
}

function listWords(words: readonly string[], and: string): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${and} ${words[words.length - 1]}`
}

const formatIt = (value: number) => value.toLocaleString('it-IT')
const formatEn = (value: number) => value.toLocaleString('en-GB')

function describe(spec: CarSpec, used: UsedSpec | undefined, rent: RentSpec | undefined): { it: string; en: string } {
  const [month, year] = spec.registered
  const highlights = spec.equipment.map((key) => EQUIPMENT_WORDS[key]).filter((words) => words !== undefined).slice(0, 4)
  const name = `${spec.make} ${spec.model} ${spec.version}`
  const it: string[] = []
  const en: string[] = []
  if (used) {
    it.push(`${name}, immatricolata a ${MONTHS_IT[month - 1]} ${year}, con ${formatIt(spec.km)} km${spec.owners === 1 ? ' e un solo proprietario' : ` e ${spec.owners} proprietari`}.`)
    en.push(`${name}, first registered in ${MONTHS_EN[month - 1]} ${year}, with ${formatEn(spec.km)} km${spec.owners === 1 ? ' and one owner from new' : ` and ${spec.owners} previous owners`}.`)
  } else {
    it.push(`${name} a noleggio, immatricolata nel ${year} e sempre in ordine.`)
    en.push(`${name} for rent, registered in ${year} and always kept in good order.`)
  }
  it.push(spec.note.it)
  en.push(spec.note.en)
  if (highlights.length > 0) {
    it.push(`Tra le dotazioni: ${listWords(highlights.map((h) => h.it), 'e')}.`)
    en.push(`Equipment includes ${listWords(highlights.map((h) => h.en), 'and')}.`)
  }
  if (used) {
    it.push('Garanzia di 12 mesi, finanziamento su misura e valutazione della tua permuta in giornata.')
    en.push('12-month warranty, tailored financing and a same-day valuation of your trade-in.')
  } else if (rent) {
    it.push(`Sono inclusi ${rent.includedKmPerDay} km al giorno; cauzione di ${formatIt(rent.deposit)} € ed età minima ${rent.minAge} anni.`)
    en.push(`${rent.includedKmPerDay} km per day are included; the deposit is €${formatEn(rent.deposit)} and the minimum age ${rent.minAge}.`)
  }
  return { it: it.join(' '), en: spec.noEnglishDescription ? '' : en.join(' ') }
}

function titleFor(spec: CarSpec, used: UsedSpec | undefined): { it: string; en: string } {
  const base = `${spec.make} ${spec.model}`
  const [, year] = spec.registered
  if (!used) return { it: `${base} a noleggio`, en: `${base} for rent` }
  if (spec.owners === 1 && spec.km < 30000) return { it: `${base}, ${year}, pochi km`, en: `${base}, ${year}, low mileage` }
  if (spec.owners === 1) return { it: `${base}, ${year}, unico proprietario`, en: `${base}, ${year}, one owner` }
  return { it: `${base}, ${year}`, en: `${base}, ${year}` }
}

// ---- the seed ----

export interface SeedPhotoSource {
  /** Storage base path, `vehicles/{vehicleId}/{photoId}`. */
  path: string
  /** Scene of the generated image (background and framing). */
  sceneIndex: number
}

export interface SeedVehicle {
  vehicle: Vehicle
  /** Only for drawing its photos. */
  colorHex: string
  photoSources: SeedPhotoSource[]
}

export interface SeedOptions {
  /** Where photo addresses (read under storage.rules, no download token) point: `http://127.0.0.1:9199` for the emulator, `https://firebasestorage.googleapis.com` live. */
  storageOrigin: string
  bucket: string
}

/** Fixed times, so every run writes the same documents: one vehicle every ~37 hours from 1 March 2026. */
const FIRST_CREATED_AT = Date.UTC(2026, 2, 1, 9, 0, 0)

function buildPhotos(id: string, count: number, index: number, options: SeedOptions): { photos: VehiclePhoto[]; sources: SeedPhotoSource[] } {
  const photos: VehiclePhoto[] = []
  const sources: SeedPhotoSource[] = []
  for (let n = 0; n < count; n += 1) {
    const photoId = `photo-${n + 1}`
    const path = `vehicles/${id}/${photoId}`
    const files = photoFilePaths(path)
    photos.push({
      id: photoId,
      path,
      large: { url: storageObjectUrl(options.storageOrigin, options.bucket, files.large), ...PHOTO_SIZES.large },
      thumb: { url: storageObjectUrl(options.storageOrigin, options.bucket, files.thumb), ...PHOTO_SIZES.thumb },
    })
    sources.push({ path, sceneIndex: (n + index) % 4 })
  }
  return { photos, sources }
}

export function buildSeedVehicles(options: SeedOptions): SeedVehicle[] {
  const specs: { spec: CarSpec; used?: UsedSpec; rent?: RentSpec }[] = [
    ...USED.map((spec) => ({ spec, used: spec })),
    ...RENT.map((spec) => ({ spec, rent: spec })),
  ]
  return specs.map(({ spec, used, rent }, index) => {
    const createdAt = new Date(FIRST_CREATED_AT + index * 37 * 3600 * 1000)
    const updatedAt = new Date(createdAt.getTime() + ((index * 7) % 48) * 3600 * 1000)
    const { photos, sources } = buildPhotos(spec.id, spec.photoCount, index, options)
    const [month, year] = spec.registered
    const common = {
      id: spec.id,
      published: !spec.draft,
      featured: spec.featured ?? false,
      createdAt,
      updatedAt,
      // Published when created (a draft has no publication date).
      ...(spec.draft ? {} : { publishedAt: createdAt }),
      revision: 1,
      make: spec.make,
      model: spec.model,
      version: spec.version,
      bodyType: spec.bodyType,
      fuel: spec.fuel,
      gearbox: spec.gearbox,
      firstRegistration: { month, year },
      mileageKm: spec.km,
      powerKw: spec.kw,
      ...(spec.cc === undefined ? {} : { engineCc: spec.cc }),
      doors: spec.doors,
      seats: spec.seats,
      color: spec.color,
      euroClass: euroClassForYear(year, spec.fuel),
      ...(spec.co2 === undefined ? {} : { co2GKm: spec.co2 }),
      previousOwners: spec.owners,
      equipment: [...new Set(spec.equipment)],
      ...(spec.withVin ? { vin: demoVin(spec.id, spec.make) } : {}),
      title: titleFor(spec, used),
      description: describe(spec, used, rent),
      photos,
    }
    const candidate = used
      ? { ...common, category: 'used', status: used.status ?? 'available', price: used.price }
      : {
          ...common,
          category: 'rent',
          status: rent?.status ?? 'available',
          dailyRate: rent?.dailyRate,
          weeklyRate: rent?.weeklyRate,
          deposit: rent?.deposit,
          minAge: rent?.minAge,
          includedKmPerDay: rent?.includedKmPerDay,
        }
    return { vehicle: vehicleSchema.parse(candidate), colorHex: spec.colorHex, photoSources: sources }
  })
}

export interface SeedUser {
  uid: string
  email: string
  password: string
  displayName: string
  admin: boolean
}

export const SEED_PASSWORD = 'demo-password-2026'

export const SEED_USERS: readonly SeedUser[] = [
  { uid: 'demo-admin', email: 'admin@demo.test', password: SEED_PASSWORD, displayName: 'Demo Admin', admin: true },
  { uid: 'demo-visitor', email: 'visitor@demo.test', password: SEED_PASSWORD, displayName: 'Demo Visitor', admin: false },
]

/** Ids of the extra stock written by `npm run seed -- --stock N`. */
export const STOCK_ID_PREFIX = 'stock-'

/**
 * Extra published used cars for load measurements (`npm run bench`): variations of the seeded used cars (price,
 * mileage, year, date) that show their photos, so that the used-car listing holds `total` cars. Not demo data:
 * `npm run seed -- --clear-stock` removes them.
 */
export function buildStockVehicles(seeded: readonly SeedVehicle[], total: number): Vehicle[] {
  const used = seeded.map(({ vehicle }) => vehicle).filter((vehicle) => vehicle.category === 'used' && vehicle.published)
  const missing = Math.max(0, total - used.length)
  return Array.from({ length: missing }, (_, index) => {
    const base = used[index % used.length]!
    const step = Math.floor(index / used.length) + 1
    const year = Math.max(2008, base.firstRegistration.year - (step % 5))
    const createdAt = new Date(FIRST_CREATED_AT - (index + 1) * 3 * 3600 * 1000)
    const id = `${STOCK_ID_PREFIX}${String(index + 1).padStart(4, '0')}`
    const candidate = {
      ...base,
      id,
      // Filed under its own id (as the rules want), shown from the original's files.
      photos: base.photos.map((photo) => ({ ...photo, path: `vehicles/${id}/${photo.id}` })),
      featured: false,
      status: 'available',
      createdAt,
      updatedAt: createdAt,
      publishedAt: createdAt,
      revision: 1,
      firstRegistration: { ...base.firstRegistration, year },
      euroClass: euroClassForYear(year, base.fuel),
      mileageKm: base.mileageKm + step * 7_300,
      price: base.category === 'used' ? Math.max(1_500, Math.round((base.price * (1 - 0.04 * (step % 6))) / 100) * 100) : undefined,
    }
    return vehicleSchema.parse(candidate)
  })
}
