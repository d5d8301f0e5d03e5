/**
 * The most common passwords (international and French lists), refused at sign-up and reset.
 * Compared in lower case; anything of 6+ characters here is too easy to guess.
 */
const COMMON = `123456 1234567 12345678 123456789 1234567890 12345678910 123123 123321 654321 111111 000000 112233
121212 123654 666666 696969 777777 888888 987654 987654321 999999 1q2w3e 1q2w3e4r 1q2w3e4r5t 1qaz2wsx
qwerty qwerty123 qwertyuiop azerty azerty123 azertyuiop aqwzsx wxcvbn password password1 password123 passw0rd
motdepasse motdepasse1 motdepasse123 mot2passe motdepass motdepase iloveyou jetaime jetaime1 jetaime123
soleil soleil123 bonjour bonjour1 bonjour123 doudou loulou chouchou chouchoune nicolas julien camille
marseille toulouse bordeaux france france1 francais coucou coucou123 princesse princess doudou123
abc123 abcdef abcdefg abcd1234 admin123 administrator welcome welcome1 monkey dragon football baseball
sunshine shadow master letmein trustno1 superman batman starwars michael jennifer jordan23 computer
internet samsung google killer pokemon naruto hello123 secret secret123 freedom whatever qazwsx
zaqwsx zaq12wsx asdfgh asdfghjkl asdf1234 qweqwe qweasd qweasdzxc zxcvbn zxcvbnm 159753 147258369
147258 258456 123abc a12345 aa123456 aaaaaa abcabc changeme chocolat chocolate loveyou lovely
azerty1 azertyui marie123 thomas123 nathalie isabelle stephanie sebastien alexandre patrick
vacances dauphin tresor cheval papillon nounours maison123 bisounours titeuf pompier pitchoun`;

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
