/**
 * Everyday words that sit one edit away from a vocabulary word and must keep their own meaning:
 * "caro" is not "carro", "gostei" is not "gastei", "doze" is not "doce", "duvida" is not
 * "divida", "terço" (the third paid with vacations) is not "terça", "quartos" is not "quantos";
 * nor are first names ("joão" is not "jogo", "sofia" is not "sofá"). Written for the typo reader
 * (typos.ts); folded forms.
 */
const WORDS = `
abri abria abrir abriu abrimos alto alta altos altura aluga aluna aluno apito agita aviso avisa
bate bateu bela belo beco bicho boca boba bobo bola bolas bons bora branco branca barco barra beta
bunda banca bancas banco bancos
calo calado camelo capa cara caro caros cargo carta cartas cartaz casa casal casas casca case causa
cansa canta canto caio cair cais caju cela cena cera chama chamo cheia cheio cima cria criar cola
comeu comemos comeram come cinta conta contar contam conto contos costas cortes corre correu crime
cristo cozinha curto curta curti curtir coisa corrido corridos cota cotas
dado dados deito delito dividi dividimos dividiu dose doze duvida duvidas doente dona dono dores dormi
escala escolha escolhi estado estudio entorno
fama fere feia feio fera festas fica fino fina figos fome fonte foto fotos fruto frota frias futura
futuro fila filho filha fogo fiz
ganha ganhar gata gosto gostei gostou gostos gostamos gostaram gesto grato grata guarda guardar
jaca junto junta juntar julgo jura
lance lancei lancou lancar lancado lancada lata lente lista litro livre lona lote lado lindo linda
maca maior malha mama mapa moco moca mata meio media medida mela mola medo mito modo morto morta motor muita
nome nova novo nada nota notas
parto perto pato pano paga pagar papo paro pego pegamos paramos parei passei pasto porte porco praca
prata praga pensa pensar penso pesada pesado pena pera perdi preco
quatro quintal quite
rara raro rasa raiz rata razao roda rola rolo rosa rapaz
saco seco soco sujo suja sumo sabia sabe saber sair saida saiba salas sala seta senta seita sopa
soma sola soja sofri segundo segunda segura seguro sorte sexto
tanta tanto tenta tento tarefa taca tapa tela terra teria treme tres tens torre toma tomo tola toca
tonta tonto trinta tudo terco tercos quartos quintos
venha vento vinda venci vencido vozes vagem virgem vinte vida
sacola casado casada carinho caminha caminho cozinha
mesa meta metas pais mais mas mal menos meses mesmo
joao camila sofia marcio guto
mano mana manos minas mina vei veio brother bro parca truta
compara comparar comparado comparada comparando comparativo
prazo prado corpo fala falo area massa moca aceite centro cerca certa cupom fiado moeda povo torna
torto limpo limpa lima algo alvo
`;

/** Words never read as a typo of another. */
export const COMMON_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter((w) => w.length > 0));
