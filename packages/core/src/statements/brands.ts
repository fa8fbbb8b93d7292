/**
 * Merchants people know by name, as card and Pix lines spell them ("IFOOD", "UBER *TRIP",
 * "NETFLIX.COM"), with the name to show and the default category they belong to.
 */

interface Brand {
  /** Folded words that name it, each a space-separated phrase matched on word boundaries. */
  names: readonly string[];
  display: string;
  category: string;
}

export const BRANDS: readonly Brand[] = [
  { names: ["ifood", "ifd", "i food"], display: "iFood", category: "Alimentação" },
  { names: ["rappi"], display: "Rappi", category: "Alimentação" },
  { names: ["ze delivery", "zedelivery"], display: "Zé Delivery", category: "Alimentação" },
  {
    names: ["mcdonalds", "mc donalds", "mcdonald s", "arcos dourados"],
    display: "McDonald's",
    category: "Alimentação",
  },
  { names: ["burger king", "burgerking", "bk brasil"], display: "Burger King", category: "Alimentação" },
  { names: ["starbucks"], display: "Starbucks", category: "Alimentação" },
  { names: ["subway"], display: "Subway", category: "Alimentação" },
  { names: ["outback"], display: "Outback", category: "Alimentação" },
  { names: ["habibs", "habib s"], display: "Habib's", category: "Alimentação" },
  { names: ["uber eats", "ubereats"], display: "Uber Eats", category: "Alimentação" },
  { names: ["uber", "ubr"], display: "Uber", category: "Transporte" },
  {
    names: ["99app", "99 app", "99pop", "99 pop", "99 tecnologia", "99taxi", "99 taxi"],
    display: "99",
    category: "Transporte",
  },
  { names: ["cabify"], display: "Cabify", category: "Transporte" },
  { names: ["indrive", "indriver"], display: "inDrive", category: "Transporte" },
  { names: ["sem parar", "semparar"], display: "Sem Parar", category: "Transporte" },
  { names: ["veloe"], display: "Veloe", category: "Transporte" },
  { names: ["conectcar"], display: "ConectCar", category: "Transporte" },
  { names: ["shell"], display: "Shell", category: "Transporte" },
  { names: ["ipiranga"], display: "Ipiranga", category: "Transporte" },
  { names: ["petrobras", "posto br"], display: "Petrobras", category: "Transporte" },
  { names: ["netflix"], display: "Netflix", category: "Assinaturas" },
  { names: ["spotify"], display: "Spotify", category: "Assinaturas" },
  { names: ["disney plus", "disneyplus", "disney"], display: "Disney+", category: "Assinaturas" },
  { names: ["hbo max", "hbomax", "max com"], display: "Max", category: "Assinaturas" },
  { names: ["globoplay", "globo play"], display: "Globoplay", category: "Assinaturas" },
  {
    names: ["youtube premium", "youtubepremium", "google youtube"],
    display: "YouTube Premium",
    category: "Assinaturas",
  },
  { names: ["deezer"], display: "Deezer", category: "Assinaturas" },
  {
    names: ["prime video", "primevideo", "amazon prime", "amazonprime"],
    display: "Amazon Prime",
    category: "Assinaturas",
  },
  { names: ["openai", "chatgpt"], display: "ChatGPT", category: "Assinaturas" },
  { names: ["apple com bill", "apple com", "apple"], display: "Apple", category: "Assinaturas" },
  { names: ["google one", "google storage"], display: "Google One", category: "Assinaturas" },
  { names: ["wellhub", "gympass"], display: "Wellhub", category: "Saúde" },
  { names: ["smart fit", "smartfit"], display: "Smart Fit", category: "Saúde" },
  { names: ["drogasil"], display: "Drogasil", category: "Saúde" },
  { names: ["droga raia", "drogaraia", "raia"], display: "Droga Raia", category: "Saúde" },
  { names: ["pague menos"], display: "Pague Menos", category: "Saúde" },
  { names: ["panvel"], display: "Panvel", category: "Saúde" },
  { names: ["carrefour"], display: "Carrefour", category: "Mercado" },
  { names: ["assai"], display: "Assaí", category: "Mercado" },
  { names: ["atacadao"], display: "Atacadão", category: "Mercado" },
  { names: ["pao de acucar", "gpa"], display: "Pão de Açúcar", category: "Mercado" },
  { names: ["mercado livre", "mercadolivre", "mercadolibre"], display: "Mercado Livre", category: "Compras" },
  { names: ["amazon", "amzn", "amazon marketplace"], display: "Amazon", category: "Compras" },
  { names: ["shopee"], display: "Shopee", category: "Compras" },
  { names: ["shein"], display: "Shein", category: "Compras" },
  { names: ["aliexpress"], display: "AliExpress", category: "Compras" },
  { names: ["temu"], display: "Temu", category: "Compras" },
  { names: ["magazine luiza", "magalu", "magazineluiza"], display: "Magalu", category: "Compras" },
  { names: ["americanas"], display: "Americanas", category: "Compras" },
  { names: ["casas bahia", "casasbahia"], display: "Casas Bahia", category: "Compras" },
  { names: ["kabum"], display: "KaBuM!", category: "Compras" },
  { names: ["renner"], display: "Renner", category: "Compras" },
  { names: ["riachuelo"], display: "Riachuelo", category: "Compras" },
  { names: ["netshoes"], display: "Netshoes", category: "Compras" },
  { names: ["dafiti"], display: "Dafiti", category: "Compras" },
  { names: ["petz"], display: "Petz", category: "Pets" },
  { names: ["cobasi"], display: "Cobasi", category: "Pets" },
  { names: ["airbnb"], display: "Airbnb", category: "Viagem" },
  { names: ["booking com", "booking"], display: "Booking", category: "Viagem" },
  { names: ["latam"], display: "Latam", category: "Viagem" },
  { names: ["gol linhas", "voegol"], display: "Gol", category: "Viagem" },
  { names: ["azul linhas", "voeazul"], display: "Azul", category: "Viagem" },
  { names: ["decolar"], display: "Decolar", category: "Viagem" },
  { names: ["steam", "steampowered"], display: "Steam", category: "Lazer" },
  { names: ["cinemark"], display: "Cinemark", category: "Lazer" },
  { names: ["ingresso com"], display: "Ingresso.com", category: "Lazer" },
  { names: ["sympla"], display: "Sympla", category: "Lazer" },
  { names: ["claro"], display: "Claro", category: "Contas" },
  { names: ["vivo", "telefonica"], display: "Vivo", category: "Contas" },
  { names: ["tim celular", "tim s a"], display: "TIM", category: "Contas" },
  { names: ["sabesp"], display: "Sabesp", category: "Contas" },
  { names: ["enel"], display: "Enel", category: "Contas" },
  { names: ["cemig"], display: "Cemig", category: "Contas" },
  { names: ["copel"], display: "Copel", category: "Contas" },
  { names: ["comgas"], display: "Comgás", category: "Contas" },
  { names: ["light sa", "light servicos"], display: "Light", category: "Contas" },
  { names: ["cpfl"], display: "CPFL", category: "Contas" },
  { names: ["neoenergia", "coelba", "celpe", "cosern"], display: "Neoenergia", category: "Contas" },
  { names: ["energisa"], display: "Energisa", category: "Contas" },
  { names: ["equatorial"], display: "Equatorial", category: "Contas" },
  { names: ["celesc"], display: "Celesc", category: "Contas" },
  { names: ["sanepar"], display: "Sanepar", category: "Contas" },
  { names: ["copasa"], display: "Copasa", category: "Contas" },
  { names: ["embasa"], display: "Embasa", category: "Contas" },
  { names: ["cedae", "aguas do rio"], display: "Águas do Rio", category: "Contas" },
];

/** First folded word → brands whose names start with it (longest names first). */
const BY_FIRST = new Map<string, Array<{ words: string[]; brand: Brand }>>();
for (const brand of BRANDS) {
  for (const name of brand.names) {
    const words = name.split(" ");
    const first = words[0] as string;
    const list = BY_FIRST.get(first) ?? [];
    list.push({ words, brand });
    list.sort((a, b) => b.words.length - a.words.length);
    BY_FIRST.set(first, list);
  }
}

/** The brand named by a run of folded words, with where it starts and ends, or null. */
export function findBrand(words: readonly string[]): { brand: Brand; start: number; end: number } | null {
  for (let i = 0; i < words.length; i++) {
    const list = BY_FIRST.get(words[i] as string);
    if (!list) continue;
    for (const { words: name, brand } of list) {
      if (name.every((w, k) => words[i + k] === w)) return { brand, start: i, end: i + name.length };
    }
  }
  return null;
}
