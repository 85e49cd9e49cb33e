import type { Art } from './art.js';

/**
 * The demo shop (SEED_DEMO=1): Indian grocery staples with believable rupee rates. A few items
 * are out of stock on purpose, so the storefront's OUT OF STOCK and the dashboard's doughnut
 * have something to show (spec 2.5, 2.9).
 */

export interface DemoProduct {
  name: string;
  unit: 'Kg' | 'Litre' | 'Packet' | 'Dozen';
  rate: number;
  stocks: number;
  kilogramOption: number[];
  art: Art;
}

export interface DemoCategory {
  name: string;
  /** Backdrop colour of its pictures. */
  background: string;
  products: DemoProduct[];
}

const BY_KG = [0.5, 1, 1.5, 2];
const SMALL_KG = [0.5, 1];
const ONE = [1];

const kg = (name: string, rate: number, stocks: number, art: Art, kilogramOption = BY_KG): DemoProduct => ({
  name,
  unit: 'Kg',
  rate,
  stocks,
  kilogramOption,
  art,
});
const each = (name: string, unit: DemoProduct['unit'], rate: number, stocks: number, art: Art, kilogramOption = ONE): DemoProduct => ({
  name,
  unit,
  rate,
  stocks,
  kilogramOption,
  art,
});

export const DEMO_CATALOGUE: DemoCategory[] = [
  {
    name: 'Vegetables',
    background: '#c8e6c9',
    products: [
      kg('Tomato', 40, 50, { colour: '#e53935', shape: { kind: 'round', ry: 100, top: 'calyx' } }),
      kg('Onion', 35.5, 80, { colour: '#a0445e', shape: { kind: 'round', top: 'point', ribs: 4 } }),
      kg('Potato', 30, 120, { colour: '#c49a6c', shape: { kind: 'round', rx: 135, ry: 95, tilt: -12, spots: true } }),
      kg('Carrot', 60, 30, { colour: '#fb8c00', shape: { kind: 'carrot' } }),
      kg('Brinjal', 45.5, 25, { colour: '#5e35b1', shape: { kind: 'long', width: 62, cap: '#388e3c' } }),
      kg('Cauliflower', 50, 0, { colour: '#f3ead2', accent: '#a5d6a7', shape: { kind: 'floret', leaves: '#66bb6a' } }),
      kg('Green Chilli', 80, 15, { colour: '#2e7d32', shape: { kind: 'long', width: 20, tilt: -20, cap: '#1b5e20' } }, SMALL_KG),
      kg('Lady Finger', 55, 20, { colour: '#7cb342', shape: { kind: 'long', width: 30, tilt: -40, ridges: true, cap: '#558b2f' } }),
      kg('Cucumber', 38, 40, { colour: '#388e3c', shape: { kind: 'long', width: 52, tilt: -15, ridges: true } }),
      kg('Capsicum', 70, 18, { colour: '#43a047', shape: { kind: 'round', ry: 115, top: 'stem', ribs: 2 } }),
      kg('Green Peas', 90, 0, { colour: '#689f38', shape: { kind: 'pod' } }),
      kg('Garlic', 150.5, 12, { colour: '#efe7dc', shape: { kind: 'round', ry: 100, top: 'point', ribs: 6 } }, SMALL_KG),
    ],
  },
  {
    name: 'Fruits',
    background: '#ffe0b2',
    products: [
      each('Alphonso Mango', 'Dozen', 799, 10, { colour: '#ffb300', shape: { kind: 'round', rx: 125, ry: 98, tilt: -25, top: 'leaf' } }),
      each('Banana', 'Dozen', 60, 40, { colour: '#fdd835', shape: { kind: 'banana' } }),
      kg('Shimla Apple', 180, 35, { colour: '#c62828', shape: { kind: 'round', top: 'leaf' } }),
      kg('Pomegranate', 160.5, 0, { colour: '#ad1457', shape: { kind: 'round', top: 'calyx' }, accent: '#880e4f' }),
      kg('Papaya', 45, 20, { colour: '#fb8c00', shape: { kind: 'halved', flesh: '#ffa726', core: '#ffcc80', seeds: '#263238' } }, BY_KG),
      kg('Watermelon', 25, 60, { colour: '#e53935', shape: { kind: 'slice', rind: '#2e7d32', seeds: '#212121' } }, [1, 2, 3]),
      kg('Grapes', 95, 22, { colour: '#7cb342', shape: { kind: 'cluster' } }, SMALL_KG),
      kg('Guava', 70, 15, { colour: '#9ccc65', shape: { kind: 'round', top: 'leaf', spots: true } }),
      kg('Nagpur Orange', 90, 30, { colour: '#f57c00', shape: { kind: 'round', top: 'leaf', spots: true } }),
    ],
  },
  {
    name: 'Dairy',
    background: '#bbdefb',
    products: [
      each('Milk', 'Litre', 28, 100, { colour: '#fafafa', accent: '#1e88e5', shape: { kind: 'bottle' } }, [1, 2]),
      each('Paneer', 'Packet', 90, 30, { colour: '#fff8e1', shape: { kind: 'block' } }),
      each('Curd', 'Packet', 35, 40, { colour: '#fffde7', accent: '#e53935', shape: { kind: 'cup' } }),
      each('Butter', 'Packet', 56, 25, { colour: '#ffe082', accent: '#1565c0', shape: { kind: 'block' } }),
      each('Desi Ghee', 'Litre', 650, 8, { colour: '#ffca28', accent: '#c62828', shape: { kind: 'jar' } }, SMALL_KG),
      each('Buttermilk', 'Litre', 20, 0, { colour: '#f1f8e9', accent: '#43a047', shape: { kind: 'bottle' } }),
    ],
  },
  {
    name: 'Leafy Greens',
    background: '#dcedc8',
    products: [
      kg('Spinach', 40, 20, { colour: '#2e7d32', shape: { kind: 'leaves' } }, SMALL_KG),
      each('Coriander', 'Packet', 15, 50, { colour: '#43a047', shape: { kind: 'leaves', size: 0.7 } }),
      each('Methi', 'Packet', 20, 35, { colour: '#558b2f', shape: { kind: 'leaves', size: 0.8 } }),
      each('Mint', 'Packet', 10, 45, { colour: '#00897b', shape: { kind: 'leaves', size: 0.75 } }),
      kg('Cabbage', 30, 40, { colour: '#aed581', shape: { kind: 'round', ribs: 5 } }),
    ],
  },
  {
    name: 'Exotic',
    background: '#f8bbd0',
    products: [
      kg('Avocado', 350, 12, { colour: '#33691e', shape: { kind: 'halved', flesh: '#dce775', core: '#795548' } }, SMALL_KG),
      kg('Broccoli', 180, 16, { colour: '#2e7d32', accent: '#81c784', shape: { kind: 'floret' } }, SMALL_KG),
      each('Kiwi', 'Dozen', 240, 10, { colour: '#8d6e63', shape: { kind: 'halved', flesh: '#8bc34a', core: '#f1f8e9', seeds: '#212121' } }),
      kg(
        'Dragon Fruit',
        220.5,
        9,
        { colour: '#d81b60', shape: { kind: 'halved', flesh: '#fafafa', core: '#fafafa', seeds: '#212121' } },
        SMALL_KG,
      ),
      kg('Zucchini', 150, 0, { colour: '#558b2f', shape: { kind: 'long', width: 50, tilt: -25, cap: '#827717' } }, SMALL_KG),
      each('Blueberries', 'Packet', 399, 14, { colour: '#3949ab', shape: { kind: 'cluster', berry: 22 } }),
    ],
  },
];
