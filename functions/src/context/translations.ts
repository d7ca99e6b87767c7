// What Dutch and Tagalog words say in English, for venues named by a description in the user's language while the
// list names them in English: "de bloemenmarkt" is the Flower Market, "yung may agila" the Eagle Center,
// "die met wereldmuziek" the world music venue. One line per word: the word, then the English words it may go by.
// Kept as plain text so the browser bundle stays small; read into a map on first use. The lists were written from general
// knowledge (about 1,300 Dutch and 900 Tagalog words), not checked by native speakers: a wrong word costs only a missed hint,
// since a translation is tried only when the words as typed pick no venue.

const DUTCH = `bloem flower flowers floral blossom
bloemen flower flowers floral blossom
bloemenmarkt flower market
wereld world global international
wereldmuziek world music
nacht night nighttime nocturnal
nachtsafari night safari
nachtclub nightclub club
nachtleven nightlife
nachtmarkt night market
dier animal animals wildlife zoo
dieren animals animal wildlife zoo
dierentuin zoo zoological garden
kinderboerderij petting farm city children's
boerderij farm farmhouse
boer farmer farm
boeren farmers farm rural country
vogel bird birds aviary
vogels birds bird aviary
vogelpark bird park aviary
vis fish seafood
vissen fish fishing
visrestaurant fish restaurant seafood
viskraam fish stall seafood stand
kaas cheese
kazen cheeses cheese
kaasmarkt cheese market
kaaswinkel cheese shop cheesemonger
bier beer brew ale
bieren beers beer
bierbrouwerij brewery beer
brouwerij brewery brewing brewhouse
brouwer brewer brewery
brouwcafe brewpub brewery taproom
bierkelder beer cellar hall
bierhuis beer house hall pub
biertuin beer garden
wijn wine winery vineyard
wijnen wines wine
wijnbar wine bar
wijnhuis wine house winery bar
wijngaard vineyard winery wine estate
wijnkelder wine cellar
chocolade chocolate chocolatier cocoa
chocola chocolate
chocolaterie chocolatier chocolate shop
praline chocolate bonbon
pralines chocolate bonbons
taart cake pie tart cakes
taarten cakes pies tarts
gebak pastry pastries cake baked goods
banket pastry confectionery
banketbakker pastry shop patisserie bakery confectioner
banketbakkerij patisserie pastry shop bakery
bakker bakery baker bread
bakkerij bakery bakehouse bread
brood bread bakery
broodjes sandwiches rolls sandwich
broodje sandwich roll bun
broodjeszaak sandwich shop deli
ijs ice cream gelato
ijsje ice cream gelato cone
ijssalon ice cream parlour gelateria gelato
ijsbaan ice rink skating
schaatsbaan ice rink skating
schaatsen skating ice
zee sea ocean seaside marine
zeeen seas sea
zeevruchten seafood shellfish
zeevis sea fish seafood
strand beach seaside shore
stranden beaches beach
strandtent beach bar club pavilion
strandpaviljoen beach pavilion club bar
kust coast coastal seaside shore
haven harbour harbor port marina docks
havens harbours ports harbour
jachthaven marina yacht harbour
toren tower
torens towers tower
uitkijktoren lookout tower observation viewpoint
kerktoren church tower steeple
molen windmill mill
molens windmills mills
windmolen windmill
watermolen watermill mill
kasteel castle chateau palace
kastelen castles castle
burcht castle fortress keep citadel
vesting fortress fort fortification
fort fortress
paleis palace
paleizen palaces palace
brug bridge
bruggen bridges bridge
tuin garden gardens
tuinen gardens garden
kruidentuin herb garden botanical
rozentuin rose garden
botanische botanical
hortus botanical garden
wandel walk walking hike trail
wandelen walking hiking walk hike
wandeling walk hike stroll tour
wandelpad walking trail footpath path
wandelroute walking route trail hike
fiets bike bicycle cycling
fietsen bikes bicycles cycling
fietspad bike path cycle cycling trail
fietsverhuur bike rental bicycle hire
boot boat ferry cruise
boten boats boat
boottocht boat trip tour cruise
rondvaart canal cruise boat tour sightseeing
rondvaartboot canal boat tour cruise
veerboot ferry
veer ferry
pont ferry
trein train railway rail
treinen trains train railway
spoor railway rail track
spoorweg railway railroad
spoorwegmuseum railway museum train
station railway
stoomtrein steam train heritage railway
tram streetcar
auto car automobile motor
autos cars automobiles motor
automuseum car museum automobile motor
oldtimer vintage car classic
oorlog war military
oorlogs war military
oorlogsmuseum war museum military
verzet resistance
verzetsmuseum resistance museum
leger army military
legermuseum army museum military
scheepvaart maritime shipping nautical
scheepvaartmuseum maritime museum
scheeps ship ships maritime nautical
schip ship boat vessel
schepen ships boats
zeevaart maritime seafaring navigation nautical
natuur nature natural wildlife
natuurgebied nature reserve area
natuurreservaat nature reserve wildlife
natuurpark nature park
ster star
sterren stars star astronomy
sterrenwacht observatory
kunst art arts
kunsten arts art
kunstmuseum art museum gallery
kunstgalerie art gallery
galerie gallery art
volks folk popular traditional
volkskunst folk art
volksmuziek folk music
volkscafe local pub traditional bar
bruin brown
bruine brown
bruincafe brown cafe pub traditional
dak roof rooftop
daken roofs rooftops
dakterras rooftop terrace roof bar
uitzicht view views panorama viewpoint scenic
uitzichtpunt viewpoint lookout scenic point
uitkijkpunt viewpoint lookout
panorama view panoramic
markt market marketplace bazaar
markten markets market
vlooien flea
vlooienmarkt flea market
rommelmarkt flea market junk rummage
kerst christmas xmas holiday
kerstmarkt christmas market
lichten lights light illuminations
licht light lights
lichtfestival light festival lights
filosofen philosophers philosopher
filosoof philosopher
filosofenpad philosopher's path philosophers walk
pad path trail walk way
paden paths trails
weg road way route
straat street road
straten streets
steeg alley lane alleyway
gracht canal
grachten canals canal
kanaal canal channel
rivier river riverside
rivieren rivers
meer lake
meren lakes
plas lake pond
vijver pond
waterval waterfall falls
watervallen waterfalls falls
water waterfront aquatic
berg mountain hill mount
bergen mountains hills
heuvel hill
heuvels hills
bos forest woods woodland
bossen forests woods
woud forest woods
duin dune dunes
duinen dunes dune
heide heath heathland moor
eiland island isle
eilanden islands isles
grot cave grotto cavern
grotten caves caverns
jazzpodium jazz club venue stage
podium stage venue
poppodium music venue concert pop
concertzaal concert hall
concert gig
concerten concerts gigs
muziek music musical
muziekcafe music bar live pub
muziekzaal music hall concert
schouwburg theatre theater playhouse
theater theatre
toneel theatre drama stage
danszaal dance hall ballroom
dans dance dancing
dansen dancing dance
bioscoop cinema movie theater movies
film movie cinema
films movies
filmhuis art house cinema film
kerk church
kerken churches
kathedraal cathedral
klooster monastery convent abbey cloister
abdij abbey
kapel chapel
moskee mosque
synagoge synagogue
tempel temple
begraafplaats cemetery graveyard
kerkhof churchyard cemetery graveyard
graf grave tomb
stad city town
steden cities towns
stads city urban municipal
stadhuis town hall city
stadspark city park
dorp village
dorpen villages
oude old historic ancient
oud old historic ancient vintage
oudheid antiquity ancient
historisch historic historical heritage
historische historic historical heritage
geschiedenis history historical
erfgoed heritage
nieuw new modern
nieuwe new modern
modern contemporary
moderne modern contemporary
hedendaags contemporary modern
hedendaagse contemporary modern
klein small little
kleine small little
groot big large great grand
grote big large great grand
hoog high tall
hoge high tall
lang long
lange long
mooi beautiful pretty scenic
mooie beautiful pretty scenic
gezellig cosy cozy convivial lively
gezellige cosy cozy convivial
rustig quiet calm peaceful
rustige quiet calm peaceful
druk busy crowded lively
goedkoop cheap budget affordable
goedkope cheap budget affordable
duur expensive upscale luxury
dure expensive upscale luxury
chic upscale fancy
chique chic upscale fancy
luxe luxury luxurious deluxe
sfeervol atmospheric cosy charming
romantisch romantic
romantische romantic
beroemd famous renowned
beroemde famous renowned
bekend famous well-known
bekende famous well-known
lekker tasty delicious good
lekkere tasty delicious
vers fresh
verse fresh
zoet sweet
zoete sweet
zout salt salty
zoute salty salted
pittig spicy hot
pittige spicy hot
heet hot
warm hot
warme warm hot
koud cold
koude cold
groen green
groene green
rood red
rode red
blauw blue
blauwe blue
geel yellow
gele yellow
wit white
witte white
zwart black
zwarte black
goud gold golden
gouden golden gold
zilver silver
zilveren silver
roze pink rose
oranje orange
paars purple
grijs grey gray
eten food eating dining eatery
eet eat dining food
eetcafe eatery bistro pub restaurant cafe
eethuis eatery diner restaurant
eettent eatery diner snack bar
keuken kitchen cuisine
kok chef cook
maaltijd meal
ontbijt breakfast
lunchroom cafe tearoom
diner dinner
avondeten dinner supper
koffie coffee cafe espresso
koffiebar coffee bar shop cafe
koffiehuis coffee house cafe
koffiezaak coffee shop cafe
thee tea
theehuis tea house tearoom
theesalon tea room salon
theewinkel tea shop
kroeg pub bar
kroegen pubs bars
cafe pub bar
cafeetje cafe pub small bar
terras terrace patio outdoor seating
terrasje terrace patio
herberg inn tavern
taverne tavern
proeflokaal tasting room tap distillery bar
jenever gin genever
distilleerderij distillery
stokerij distillery
cocktails cocktail bar
drank drink drinks beverages liquor
dranken drinks beverages
sap juice
sappen juices juice bar
melk milk dairy
vlees meat
vleesgerechten meat dishes
slager butcher
slagerij butcher shop
rund beef cow
rundvlees beef
biefstuk steak beef
steakhouse grill
varken pig pork
varkensvlees pork
kip chicken
kippen chickens chicken
gevogelte poultry fowl
eend duck
eenden ducks duck
gans goose
lam lamb
lamsvlees lamb
wild game venison
hert deer venison
konijn rabbit
worst sausage
worsten sausages
worstjes sausages
spek bacon
frikandel sausage snack
kroket croquette
kroketten croquettes
bitterballen croquettes bar snacks
friet fries chips french
frieten fries chips
patat fries chips french
frituur chip shop fry snack bar fries
frietkot chip shop fries stand snack bar
snackbar snack bar fast food
hapjes snacks appetizers bites tapas
haring herring
haringkar herring stand fish stall
kibbeling fried fish bites
garnalen shrimp prawns
garnaal shrimp prawn
mosselen mussels
mossel mussel
oesters oysters
oester oyster
kreeft lobster
krab crab
krabben crabs
paling eel smoked
zalm salmon
tonijn tuna
kabeljauw cod
schelpdieren shellfish
inktvis squid octopus
pannenkoek pancake pancakes
pannenkoeken pancakes pancake
pannenkoekenhuis pancake house restaurant
poffertjes mini pancakes
wafel waffle
wafels waffles waffle
stroopwafel syrup waffle
stroopwafels syrup waffles
koek cookie biscuit cake
koekjes cookies biscuits
koekje cookie biscuit
speculaas speculoos spiced biscuit
appeltaart apple pie cake
appel apple
appels apples
vruchten fruits fruit
aardbei strawberry
aardbeien strawberries
kers cherry
kersen cherries
peer pear
peren pears
citroen lemon
sinaasappel orange
banaan banana
druif grape
druiven grapes
noot nut
noten nuts
groente vegetable vegetables
groenten vegetables veggies
groenteboer greengrocer vegetable shop
aardappel potato
aardappelen potatoes
kool cabbage
zuurkool sauerkraut
stamppot mash stew dutch
erwtensoep pea soup split
soep soup
soepen soups soup
salade salad
salades salads
rijst rice
rijsttafel rice table indonesian
noedels noodles
pizzeria pizza
saus sauce
kruiden herbs spices
specerijen spices
peper pepper
knoflook garlic
uien onions
eieren eggs
boter butter
honing honey
suiker sugar
snoep candy sweets confectionery
snoepwinkel candy store sweet shop
drop licorice liquorice
dropwinkel licorice shop
vegetarisch vegetarian veggie
vegetarische vegetarian veggie
veganistisch vegan plant-based
veganistische vegan plant-based
biologisch organic bio
biologische organic
glutenvrij gluten-free
koosjer kosher
streek regional local
streekproducten local produce regional products
lokaal local
lokale local
ambachtelijk artisan artisanal craft handmade
ambachtelijke artisan artisanal craft
huisgemaakt homemade house-made
huisgemaakte homemade
traditioneel traditional
traditionele traditional
authentiek authentic
authentieke authentic
nederlands dutch netherlands
nederlandse dutch
hollands dutch holland
hollandse dutch
vlaams flemish belgian
vlaamse flemish belgian
belgisch belgian
belgische belgian
frans french
franse french
italiaans italian
italiaanse italian
spaans spanish
spaanse spanish tapas
portugees portuguese
portugese portuguese
grieks greek
griekse greek
turks turkish
turkse turkish
marokkaans moroccan
marokkaanse moroccan
libanees lebanese
libanese lebanese
indisch indonesian dutch-indonesian indian
indische indonesian dutch-indonesian
indonesisch indonesian
indonesische indonesian
surinaams surinamese
surinaamse surinamese
chinees chinese
japans japanese
japanse japanese sushi
koreaans korean
koreaanse korean
thais thai
thaise thai
vietnamees vietnamese
indiaas indian
indiase indian curry
mexicaans mexican
mexicaanse mexican
amerikaans american
amerikaanse american
engels english british
engelse english british
brits british
britse british
duits german
duitse german
oostenrijks austrian
zwitsers swiss
russisch russian
russische russian
pools polish
poolse polish
afrikaans african
afrikaanse african
arabisch arabic arab middle eastern
arabische arabic arab middle eastern
aziatisch asian
aziatische asian
oosters oriental asian eastern
oosterse oriental asian eastern
ethiopisch ethiopian
ethiopische ethiopian
perzisch persian iranian
perzische persian iranian
filipijns filipino philippine
filipijnse filipino philippine
braziliaans brazilian
braziliaanse brazilian
argentijns argentinian argentine
argentijnse argentinian argentine steakhouse
peruaans peruvian
peruaanse peruvian
caribisch caribbean
caribische caribbean
ierse irish
iers irish
schots scottish
schotse scottish
middellandse mediterranean
mediterraan mediterranean
mediterrane mediterranean
hond dog
honden dogs dog
kat cat
katten cats cat
kattencafe cat cafe
paard horse
paarden horses horse equestrian
koe cow cattle
koeien cows cattle
schaap sheep
schapen sheep
geit goat
geiten goats
olifant elephant
olifanten elephants elephant
leeuw lion
leeuwen lions lion
tijger tiger
tijgers tigers tiger
beer bear
beren bears bear
aap monkey ape
apen monkeys apes primates
giraf giraffe
giraffen giraffes giraffe
neushoorn rhino rhinoceros
nijlpaard hippo hippopotamus
wolven wolves wolf
vos fox
uil owl
uilen owls owl
adelaar eagle
arend eagle
roofvogels birds prey raptors
papegaai parrot
papegaaien parrots parrot
pinguin penguin
pinguins penguins penguin
zeehond seal
zeehonden seals seal
zeehondencreche seal sanctuary rescue
zeeleeuw sea lion
dolfijn dolphin
dolfijnen dolphins dolphin
walvis whale
walvissen whales whale
haai shark
haaien sharks shark
schildpad turtle tortoise
schildpadden turtles tortoises
krokodil crocodile
krokodillen crocodiles crocodile
slang snake
slangen snakes snake reptile
reptielen reptiles reptile
insecten insects insect bugs
insect bug
vlinder butterfly
vlinders butterflies butterfly
vlindertuin butterfly garden house
vlinderhuis butterfly house
bijen bees bee apiary
mier ant
mieren ants
kikker frog
kikkers frogs
dolfinarium dolphinarium dolphin park
vlinderkas butterfly house
kas greenhouse glasshouse
kassen greenhouses
oerwoud jungle rainforest
regenwoud rainforest
woestijn desert
safaripark safari park
wildpark wildlife park game
opvang sanctuary rescue shelter
asiel shelter animal
kind child kid children
kinderen children kids family
kinder children kids children's family
kindermuseum children's museum
speeltuin playground play area
speel play playground
spelen play games
spel game games
spellen games
spelletjes games arcade
pretpark amusement park theme
attractiepark amusement park theme
kermis funfair fair carnival
achtbaan roller coaster
reuzenrad ferris wheel big
draaimolen carousel merry-go-round
familie family
gezin family
schilderij painting
schilderijen paintings
schilder painter
schilders painters
schilderkunst painting fine art
beeld statue sculpture image
beelden statues sculptures
beeldentuin sculpture garden park
beeldhouwkunst sculpture
standbeeld statue monument
foto photo photography
fotografie photography
fotomuseum photography museum photo
tentoonstelling exhibition exhibit show
expositie exhibition exhibit
ontwerp design
vormgeving design
mode fashion
modemuseum fashion museum
kleding clothing clothes fashion apparel
kledingwinkel clothing store clothes shop boutique
tweedehands second-hand secondhand thrift used
kringloop thrift store charity shop second-hand
kringloopwinkel thrift store charity shop
vintage retro
antiek antiques antique
antiekmarkt antiques market
boek book
boeken books book
boekhandel bookshop bookstore
boekwinkel bookshop bookstore
bibliotheek library
strip comic comics
strips comics comic strip
stripmuseum comic museum comics
striproute comic strip route murals
stripverhaal comic strip book
muurschildering mural street art
muurschilderingen murals street art
graffiti street art
straatkunst street art
ambacht craft crafts trade
ambachten crafts
aardewerk pottery ceramics
keramiek ceramics pottery
porselein porcelain china
delfts delftware delft blue
glas glass glassworks
glasblazerij glassblowing glassworks
kant side lace
kantwerk lace lacework
diamant diamond
diamanten diamonds jewelry
sieraden jewelry jewellery
horloge watch
klok clock bell
klokken clocks bells
beiaard carillon
speelgoed toy toys
speelgoedwinkel toy store shop
speelgoedmuseum toy museum
poppen dolls puppets
poppenkast puppet show theatre
poppentheater puppet theatre
goochelaar magician magic
cabaret comedy
komedie comedy
klassiek classical
klassieke classical
orkest orchestra philharmonic symphony
symfonie symphony
koor choir
orgel organ
gitaar guitar
drum drums
zang singing vocal
zanger singer
lied song
liedjes songs
levende live
popmuziek pop music
dansmuziek dance music electronic
elektronisch electronic
elektronische electronic techno
hiphop hip hop rap
salsa latin
kroegtocht pub crawl bar hopping
rondleiding guided tour
excursie excursion trip tour
uitstap day trip outing excursion
uitstapje day trip outing
dagje day out trip
zwemmen swimming swim
zwembad swimming pool
zwem swim swimming
buitenbad outdoor pool lido
binnenbad indoor pool
sauna spa
wellness spa
kuuroord spa resort health
badhuis bathhouse baths
baden baths bathing
thermen thermal baths spa
sport sports
sporten sports
voetbal football soccer
stadion stadium arena
golfbaan golf course
klimmen climbing
klimhal climbing gym wall bouldering
klimbos ropes course treetop adventure
surfen surfing surf
zeilen sailing
kano canoe kayak
kanoen canoeing kayaking
roeien rowing
hengelen fishing angling
duiken diving scuba
paardrijden horse riding equestrian
skien skiing ski
skibaan ski slope indoor
bowlen bowling
bowling alley
biljart billiards pool snooker
darten darts
karten go-karting karting
escape room
kookles cooking class
koken cooking cook
proeverij tasting degustation
proeven tasting taste
workshop class
cursus course class
les lesson class
winkel shop store
winkels shops stores shopping
winkelen shopping shop
winkelcentrum shopping centre mall
winkelstraat shopping street high
warenhuis department store
overdekt covered indoor
overdekte covered indoor
buiten outdoor outside open-air
binnen indoor inside
openlucht open-air outdoor
openluchtmuseum open-air museum
openluchttheater open-air theatre amphitheatre
herbergje inn guesthouse
pension guesthouse bed breakfast b&b
gastenverblijf guesthouse
logies lodging accommodation b&b
overnachten stay overnight accommodation
jeugdherberg hostel youth
camping campsite campground
kampeerterrein campsite campground
vakantiepark holiday park resort
vakantiehuis holiday home cottage
huisje cottage cabin
hut cabin
boomhut treehouse tree house
woonboot houseboat
huis house home
huizen houses
woning house dwelling
herenhuis townhouse mansion
grachtenpand canal house
pand building premises
gebouw building
gebouwen buildings
hofje almshouse courtyard hidden
binnenplaats courtyard
plein square plaza
pleinen squares plazas
kade quay quayside waterfront wharf
kades quays waterfront
dijk dike dyke levee embankment
sluis lock sluice
sluizen locks sluices
stuw weir dam
poort gate gateway
stadspoort city gate
muur wall
muren walls
wal rampart wall embankment
wallen ramparts red light district
walletjes red light district
gevangenis prison jail
slot castle
ruine ruin ruins
ruines ruins
mijnen mines
kolenmijn coal mine
fabriek factory works
fabrieken factories
industrieel industrial
industriele industrial
loods warehouse shed hangar
pakhuis warehouse storehouse
werf shipyard wharf
scheepswerf shipyard
vuurtoren lighthouse
lichtschip lightship
luchtvaart aviation aerospace
vliegtuig airplane aircraft plane
vliegtuigen airplanes aircraft
vliegveld airport airfield
luchthaven airport
ruimtevaart space spaceflight aerospace
ruimte space room
heelal universe cosmos space
wetenschap science
wetenschaps science
techniek technology engineering science
geneeskunde medicine medical
anatomie anatomy
natuurkunde physics
biologie biology
dinosaurus dinosaur
dinosaurussen dinosaurs dinosaur
fossiel fossil
fossielen fossils
mineralen minerals
steen stone rock
stenen stones stone
edelstenen gemstones gems
geld money currency
munt coin mint
munten coins
bank bench
post postal
belasting tax
handel trade commerce
gilde guild
ambachtsman craftsman artisan
smid blacksmith smithy forge
smederij smithy forge blacksmith
hout wood timber
houten wooden timber
ijzer iron
staal steel
koper copper brass
tin pewter
zijde silk
wol wool
textiel textile textiles fabric
weverij weaving mill textile
katoen cotton
leer leather
schoen shoe
schoenen shoes footwear
klompen clogs wooden shoes
klomp clog wooden shoe
klompenmakerij clog workshop factory
tulp tulip
tulpen tulips tulip
tulpenveld tulip field
bollen bulbs flower
bollenvelden bulb fields flower tulip
roos rose
rozen roses rose
lavendel lavender
zonnebloem sunflower
zonnebloemen sunflowers
orchidee orchid
orchideeen orchids
planten plants
boom tree
bomen trees
bladeren leaves foliage
herfst autumn fall
lente spring
zomer summer
sneeuw snow
regen rain
zon sun sunny solar
zonnig sunny
zonsondergang sunset
zonsopgang sunrise
maan moon lunar
avond evening night
ochtend morning
middag afternoon
dag day
zondag sunday
zaterdag saturday
estaminet tavern pub
brasserie bistro
praatcafe talk cafe pub
tapperij taproom tap house pub
taphuis taproom tap house
trappist abbey beer
trappisten trappist abbey beer monks
abdijbier abbey beer
geuze gueuze lambic beer sour
kriek cherry beer
lambiek lambic beer
witbier wheat beer white
tripel beer
dubbel beer double
pils pilsner lager beer
speciaalbier craft beer specialty
speciaalbieren craft beers specialty
bierproeverij beer tasting
wijnproeverij wine tasting
stoofvlees beef stew carbonnade
stoverij beef stew carbonnade
waterzooi stew
stoemp mash
hutspot hotchpotch mash stew
balletjes meatballs
gehaktballen meatballs
gehakt minced meat meatball
americain steak tartare
boterham sandwich bread slice
pistolet bread roll
koffiekoeken pastries danish breakfast
oliebollen doughnuts dutch donuts
oliebol doughnut dutch donut
smoutebollen doughnuts beignets
beignets doughnuts
cuberdon candy
vlaai pie tart flan limburg
tompouce custard slice pastry
appelflap apple turnover
hagelslag sprinkles chocolate
ontbijtkoek gingerbread spiced cake
kaneel cinnamon
rijstpap rice pudding
vla custard
slagroom whipped cream
room cream
yoghurt yogurt
lekkerbekje fried fish
sate satay
saté satay sate
bami fried noodles
nasi fried rice
loempia spring roll egg
shoarma shawarma kebab
kebab doner
doner kebab
soesjes cream puffs profiteroles
bonbon chocolate
marsepein marzipan
dropjes licorice sweets
ijskoffie iced coffee
chocolademelk hot chocolate milk
muntthee mint tea
limonade lemonade soda
frisdrank soft drink soda
bruiswater sparkling water
ondergronds underground subterranean
ondergrondse underground
verborgen hidden secret
geheim secret hidden
geheime secret hidden
drijvend floating
drijvende floating
glazen glass glazed
ronde round
rond round circular
smal narrow
smalste narrowest
scheef leaning crooked
scheve leaning crooked
middeleeuws medieval
middeleeuwse medieval
romeins roman
romeinse roman
gotisch gothic
gotische gothic
barok baroque
koninklijk royal king's
koninklijke royal
koning king royal
koningin queen
prins prince
prinses princess
ridder knight
ridders knights
piraat pirate
piraten pirates
heks witch
heksen witches
spook ghost haunted
spoken ghosts haunted
spookhuis haunted house ghost
griezel horror scary
eng scary creepy
enge scary creepy
sprookje fairy tale
sprookjes fairy tales fairytale
sprookjesbos fairytale forest
kabouter gnome dwarf
reus giant
reuzen giants
draak dragon
draken dragons
stoom steam
stoomgemaal steam pumping station
gemaal pumping station
vaart canal navigation shipping
zeil sail sailing
zeilschip sailing ship tall
zeilboot sailboat sailing boat
jacht yacht hunting
jeugd youth young
jongeren young people youth
studenten students student
studentencafe student bar pub
homo gay lgbt queer
regenboog rainbow lgbt
dames ladies women
heren gentlemen men
vrouwen women ladies
mannen men
kleinkunst cabaret chanson singer-songwriter
levenslied dutch folk song schlager
smartlap tearjerker dutch ballad schlager
chanson french song
carnaval carnival
feest party festival celebration
feesten parties festivals
feestje party
jaarmarkt fair annual market
braderie street fair market
boekenmarkt book market fair
stoffenmarkt fabric market textile
vismarkt fish market
veiling auction
bloemenveiling flower auction
boerenmarkt farmers market
biomarkt organic market
zondagsmarkt sunday market
avondmarkt evening market night
markthal market hall food covered
hal hall
hallen halls food hall market
foodhallen food hall
foodtruck food truck
eetmarkt food market
voedsel food
voeding food nutrition
levensmiddelen groceries food
supermarkt supermarket grocery
delicatessen deli
delicatessenwinkel deli fine food shop
traiteur caterer deli takeaway
afhaal takeaway takeout
afhalen takeaway takeout
bezorgen delivery
zaak shop business place
zaakje little shop place
tent bar venue place joint
tentje joint place little bar
plek place spot
plekje spot place
plaats place spot square
gelegenheid venue place establishment
locatie location venue
zaal hall room venue
zalen halls rooms
kelder cellar basement
zolder attic loft
verdieping floor storey level
trap stairs staircase
lift elevator
toegang entrance admission access
ingang entrance
gratis free admission
kaartje ticket
kaartjes tickets
toegankelijk accessible
rolstoel wheelchair
huisdier pet
huisdieren pets pet-friendly
hondvriendelijk dog-friendly
kindvriendelijk child-friendly family-friendly kid-friendly
kindvriendelijke child-friendly family-friendly
gezinsvriendelijk family-friendly
terrassen terraces outdoor seating
zitplaatsen seating seats
stoelen chairs seats
tafel table
tafels tables
haard fireplace hearth
openhaard fireplace
kaarslicht candlelight candlelit
kaarsen candles
muziekje music
quiz pub trivia
pubquiz pub quiz trivia night
spelletjescafe board game cafe bar
bordspellen board games
gokken gambling
speelhal arcade amusement
barretje bar little
kroegje pub little bar
restaurantje restaurant little bistro
winkeltje shop little boutique
straatje street alley little lane
pleintje square little plaza
bruggetje bridge little footbridge
strandje beach little cove
parkje park little
tuintje garden little
biertje beer
wijntje wine glass
koffietje coffee
visje fish
kerkje church little chapel
molentje windmill little mill
beenhouwer butcher
beenhouwerij butcher shop
patisserie pastry shop
confiserie confectionery sweet shop candy
chocolatier chocolate shop
kaasboer cheesemonger cheese shop
visboer fishmonger fish shop
poelier poultry shop poulterer
groentenwinkel greengrocer vegetable shop
drankenhandel liquor store off-licence
slijterij liquor store off-licence wine shop
wijnhandel wine shop merchant
apotheek pharmacy chemist
drogist drugstore chemist
rijtuig carriage
koets carriage coach
koetsen carriages coaches
paardentram horse tram
motor motorbike motorcycle engine
motoren motorcycles motorbikes
brommer moped scooter
fietsmuseum bicycle museum
loopgraven trenches
slagveld battlefield
gedenkteken memorial monument
herdenking memorial commemoration remembrance
joods jewish
joodse jewish
kamp camp
concentratiekamp concentration camp
onderduik hiding place
achterhuis secret annex anne frank house
subtropisch subtropical tropical
tropisch tropical
tropische tropical
glijbaan slide waterslide
glijbanen waterslides slides
golfslagbad wave pool
zwemparadijs water park swimming paradise
waterpark water park
dierenpark zoo animal park
hertenkamp deer park enclosure
vennen fens moorland pools
ven fen pool
moeras swamp marsh wetland
wad mudflats wadden tidal flats
wadden mudflats islands
wadlopen mudflat hiking walking
getijden tides tidal
zandbank sandbank sandbar
zandverstuiving drift sand dunes
klif cliff
rots rock cliff
rotsen rocks cliffs
kloof gorge canyon ravine
vallei valley
dal valley dale
bergtop summit mountain top peak
top peak summit
hoogste highest tallest top
oudste oldest
grootste largest biggest
kleinste smallest
mooiste most beautiful best
beste best top
lekkerste tastiest best
populair popular
populaire popular
hip trendy
hippe hip trendy
trendy hip
alternatief alternative indie
alternatieve alternative indie underground
kraakpand squat alternative venue
stil quiet silent
stille quiet silent
levendig lively vibrant
levendige lively vibrant
intiem intimate
intieme intimate
knus cosy cozy snug
knusse cosy cozy
ruim spacious roomy
ruime spacious
gezond healthy
gezonde healthy
snel fast quick
snelle fast quick
vette greasy fatty
vet fat fatty cool
gebakken fried baked
gefrituurd deep-fried fried
gegrild grilled
gegrilde grilled
geroosterd roasted toasted
gerookt smoked
gerookte smoked
gestoofd stewed braised
rauw raw
rauwe raw
gevuld stuffed filled
gevulde stuffed filled
grill barbecue
barbecue bbq grill
rooster grill
spit rotisserie
houtskool charcoal
houtoven wood-fired oven wood
lucht air sky aerial
vlieg fly flying aviation
drink drinks drinking
land country countryside
landen countries lands
landschap landscape scenery
platteland countryside rural
landelijk rural country countryside
landelijke rural country
landgoed estate country manor
buitenplaats country estate manor house
villa mansion
hertog duke ducal
graaf count earl
binnenstad old town city centre downtown inner
centrum centre center downtown
wijk district neighbourhood neighborhood quarter
buurt neighbourhood neighborhood area
havenstad port city harbour town
stadsmuur city wall
stadswandeling city walk walking tour
rondrit tour ride sightseeing
uitgaan nightlife going out
uitgaansleven nightlife
uitgaansgebied nightlife district entertainment
stappen going out nightlife bar hopping
dansclub dance club nightclub
disco nightclub
discotheek discotheque nightclub disco
club nightclub
clubs nightclubs
zonneterras sun terrace patio
dakbar rooftop bar
daktuin rooftop garden roof
uitkijk lookout view viewpoint
skybar rooftop bar sky
bovenop top rooftop
verdiepingen floors storeys
wolkenkrabber skyscraper
hoogbouw high-rise tower`;

const TAGALOG = `agila eagle eagles
isda fish seafood
dagat sea ocean beach seaside marine
tabing-dagat beach seaside beachfront shore
dalampasigan beach shore seashore
baybayin coast shore beach bay coastline
baybay coast shore beach sea
aplaya beach seashore
bundok mountain mount hill
kabundukan mountains highlands mountain range
burol hill hills
talon waterfall falls
talon-talon waterfalls falls
ilog river riverside
lawa lake
sapa creek stream brook
bukal spring hot
batis stream spring brook
kuweba cave cavern
yungib cave cavern
isla island isle
pulo island isle
gubat forest jungle woods
kagubatan forest jungle woodland
parang field grassland meadow
bukid farm field rice countryside mountain
sakahan farm
palayan rice field terraces paddy
bulkan volcano
buhangin sand sandy beach
simbahan church cathedral chapel parish
kapilya chapel
katedral cathedral
bisita chapel visita
moske mosque
templo temple
palengke market wet public
merkado market
tiangge flea market bazaar stalls
tyangge flea market bazaar stalls
talipapa small market fish wet
pamilihan market marketplace shopping
tindahan store shop
sari-sari convenience store variety
tindero vendor seller
kape coffee cafe shop
kapehan cafe coffee shop
tinapay bread bakery
panaderya bakery bakeshop bread
panadero baker bakery
pandesal bread rolls bakery
ihaw grill grilled barbecue bbq
ihawan grill barbecue house bbq
inihaw grilled barbecue grill
ihaw-ihaw barbecue grill bbq grilled
sinugba grilled barbecue
sugba grill grilled barbecue
sabaw soup broth
sinabawan soup soupy broth
gulay vegetable vegetables vegetarian veggie
gulayan vegetable garden farm
bulaklak flower flowers floral
bulaklakan flower garden farm
hayop animal animals zoo wildlife
ibon bird birds aviary
ibunan aviary bird park
tanawin view scenery scenic viewpoint vista
tanaw view sight viewpoint
tanawan viewpoint view deck lookout
bahay house home
bahay-kubo nipa hut
kubo hut nipa cottage
lumang old heritage historic vintage ancient
luma old heritage vintage
makaluma old-fashioned traditional vintage heritage
sinauna ancient old historic
makasaysayan historic historical heritage
makasaysayang historic historical heritage
kasaysayan history historical heritage
pamana heritage legacy
bago new
bagong new
moderno modern
kain eat food dining
kainan eatery restaurant diner food place
karinderya eatery canteen carinderia turo-turo
karenderya eatery canteen carinderia
turo-turo eatery canteen cafeteria
kusina kitchen cuisine
pagkain food dishes cuisine
ulam dish viand food
almusal breakfast
agahan breakfast
tanghalian lunch
hapunan dinner supper
merienda snack snacks afternoon tea
meryenda snack snacks merienda
pulutan bar chow appetizers snacks
inuman drinking bar place pub
inumin drinks beverages
alak liquor alcohol wine spirits
serbesa beer
tuba coconut wine palm
lambanog coconut liquor
basi sugarcane wine
baso glass
kanin rice steamed
bigas rice grain
sinangag fried rice garlic
lugaw rice porridge congee
arroz rice
goto tripe porridge congee
champorado chocolate rice porridge
tsamporado chocolate rice porridge
karne meat
baboy pork pig
lechon roast pig roasted pork
litson roast pig lechon
lechonan lechon house roast pig restaurant
liempo pork belly grilled
baka beef cow
bulalo beef marrow soup bone
manok chicken
inasal grilled chicken barbecue
manukan chicken house poultry farm restaurant
pato duck
itik duck
kambing goat
kalabaw carabao water buffalo
kabayo horse
aso dog
pusa cat
baboy-ramo wild boar
usa deer
unggoy monkey
matsing monkey
buwaya crocodile
ahas snake
pagong turtle tortoise
pawikan sea turtle
butanding whale shark
pating shark
balyena whale
lumba-lumba dolphin dolphins
paruparo butterfly butterflies
paru-paro butterfly butterflies
bubuyog bee bees
pukyutan bee farm apiary
alitaptap firefly fireflies
kuwago owl
loro parrot
mamag tarsier
kalaw hornbill
manok-panabong gamecock rooster
sabungan cockpit cockfighting arena
tandang rooster
hipon shrimp prawns
sugpo prawns tiger
alimango crab mud
alimasag crab blue
talangka small crab
pusit squid
pugita octopus
tahong mussels
talaba oysters
kabibe clams shells
halaan clams
tulya clams
lato seaweed sea grapes
guso seaweed
tilapia fish
bangus milkfish
tuyo dried fish
daing dried fish
tinapa smoked fish
galunggong round scad fish
lapu-lapu grouper
tanigue mackerel
tulingan tuna skipjack
bagoong shrimp paste fish
patis fish sauce
toyo soy sauce
suka vinegar
asin salt
asukal sugar
paminta pepper
bawang garlic
sibuyas onion
luya ginger
sili chili chilli pepper spicy
maanghang spicy hot
maalat salty
matamis sweet dessert
maasim sour
mapait bitter
masarap delicious tasty
sariwa fresh
mainit hot warm
malamig cold cool
adobo stew
sinigang sour soup tamarind
kare-kare oxtail stew peanut
kaldereta caldereta goat stew
caldereta stew
menudo pork stew
afritada stew
mechado beef stew
tinola chicken ginger soup
nilaga boiled soup stew
pansit noodles pancit
pancit noodles
pansitan noodle house shop
mami noodle soup
mamihan noodle house shop
batchoy noodle soup
lomi noodle soup
lumpia spring rolls egg
lumpiang spring roll
siomai dumplings
siopao steamed buns
sisig pork
kinilaw ceviche raw fish
kilawin ceviche raw
dinuguan blood stew
longganisa sausage
longganisang sausage
tapa cured beef
tocino cured pork
tosilog tocino breakfast silog
tapsilog tapa breakfast silog
silog breakfast rice egg meal
silogan breakfast place silog eatery
itlog egg eggs
balut duck egg
kwek-kwek quail egg street food
isaw grilled intestines street food
fishball fish balls street food
bibingka rice cake
puto rice cake steamed
kakanin rice cakes native delicacies
suman rice cake
biko sticky rice cake
halo-halo shaved ice dessert
sorbetes ice cream
sorbetero ice cream vendor
taho tofu pudding silken
turon banana spring roll
saging banana
mangga mango
niyog coconut
buko young coconut
pinya pineapple
prutas fruit fruits
lansones lanzones
calamansi lime citrus
kalamansi calamansi lime
ube purple yam
keso cheese
gatas milk dairy
tsokolate chocolate hot
keyk cake
pasalubong souvenir gifts delicacies
panghimagas dessert
lutong-bahay home cooking home-cooked comfort food
lutong cooked cuisine
luto cooking cooked
pritong fried
prito fried
pinirito fried
ginisa sauteed
musika music musical
tugtugan live music bar gig
tugtog music band playing
banda band live music
kanta song singing
kantahan karaoke singing videoke
awit song singing
sayaw dance dancing
sayawan dance hall club disco
bailehan dance hall
videoke karaoke
sinehan cinema movie theater
sine movie cinema
pelikula film movie
dula play theatre drama
dulaan theatre theater playhouse
teatro theatre theater
palabas show performance
tanghalan stage theatre venue
sining art arts
likhang-sining artwork art
pintura painting paint
larawan picture photo painting
kuha photo shot
litrato photo photography
eskultura sculpture
rebulto statue monument
bantayog monument memorial
monumento monument
museo museum
aklatan library
silid-aklatan library
aklat book books
libro book books
bilihan shop store
kalye street road
daan road way path street old
landas path trail
daanan path walkway trail
tulay bridge
parola lighthouse
tore tower
kuta fort fortress
moog fortress fort watchtower
pader wall walls
intramuros walled city
plaza square
liwasan park plaza square
parke park
hardin garden
halamanan garden botanical
halaman plant plants garden
puno tree trees
kawayan bamboo
niyugan coconut plantation grove
bayan town city downtown
lungsod city
siyudad city
nayon village barrio
baryo village barrio
probinsya province countryside rural
kabukiran countryside farmland
palasyo palace
mansyon mansion
ancestral heritage house
kampanaryo bell tower belfry
kampana bell
sementeryo cemetery
libingan cemetery grave tomb
minahan mine
daungan port harbor pier wharf
pantalan port pier wharf
piyer pier
bangka boat banca outrigger
bangkero boatman
barko ship boat ferry
lantsa motorboat launch
tren train railway
bisikleta bicycle bike
kotse car automobile
sasakyan vehicle car transport
jeep jeepney
dyip jeepney jeep
eroplano airplane plane aviation
paliparan airport
himpapawid sky air
langit sky heaven
bituin star stars
buwan moon month
araw sun day
gabi night evening taro
gabi-gabi nightly night
panggabi night nighttime nightlife
umaga morning
hapon afternoon japanese
dilim dark darkness
ilaw light lights
parol lantern christmas
pasko christmas xmas
pamaskong christmas holiday
pista fiesta festival feast
piyesta fiesta festival
kapistahan feast festival fiesta
perya fair funfair carnival
peryahan funfair fair carnival
laruan toys toy
palaruan playground play area
laro game games play
larong games
bata child kids children
pambata kids children's kid-friendly family
pamilya family
kaibigan friends
barkada friends group
magkasintahan couples romantic
romantiko romantic
tahimik quiet peaceful calm
payapa peaceful serene calm
maingay noisy lively loud
masaya fun happy lively
maganda beautiful pretty scenic nice
magandang beautiful pretty scenic
malaki big large huge
malaking big large grand
maliit small little
mura cheap budget affordable
murang cheap budget affordable
mahal expensive pricey upscale
mamahalin expensive luxury upscale
sosyal fancy upscale classy posh
bongga fancy grand extravagant
sikat famous popular
kilala famous well-known
patok popular trending hit
malinis clean
mataas high tall
mahaba long
malalim deep
malawak wide spacious
lumang-luma very old vintage antique
antigo antique antiques vintage
antigong antique vintage
pula red
pulang red
puti white
puting white
itim black
berde green
luntian green
asul blue
bughaw blue
dilaw yellow
ginto gold golden
gintong golden gold
pilak silver
rosas rose pink roses
kahel orange
lila purple violet
lunti green
kulay color colorful
makulay colorful colourful vibrant
paglangoy swimming swim
langoy swim swimming
languyan swimming pool
swimming pool
paliguan bath bathing place pool
banyo bath bathroom
ligo swim bath bathing
maligo swim bathe swimming
sisid dive diving snorkeling
pagsisid diving scuba
sumisid dive diving
lakad walk walking
lakaran walkway promenade walking path
paglalakad walking hiking walk
akyat climb hike trek
pag-akyat climbing hiking
akyatan climbing hiking trail
pasyalan park promenade tourist spot attraction
pasyal stroll outing sightseeing
gala outing trip travel hangout
gala-gala sightseeing wandering
lakwatsa outing trip travel
biyahe trip travel journey
paglalakbay travel journey tour
tambayan hangout chill spot lounge
tambay hangout chill
pahingahan rest stop lounge resting place
tuluyan lodging inn accommodation
panuluyan inn lodging guesthouse
otel hotel
bahay-panuluyan guesthouse inn
pamamasyal sightseeing tour
paglilibot tour touring
libot tour roam
pangingisda fishing
mangingisda fisherman fishing village
pamingwit fishing rod
pamamangka boating canoeing kayaking
pagbibisikleta cycling biking
hilot massage traditional
masahe massage spa
dasalan prayer place chapel shrine
dambana shrine altar
santuwaryo sanctuary shrine wildlife
kanlungan sanctuary shelter refuge
santuaryo sanctuary
alaga pet pets
sungay horn horns
pakpak wings wing
balahibo feather feathers fur
lipad flight fly flying
lumilipad flying
paglipad flight flying
isdaan fish pond farm fishery
palaisdaan fish pond fishery
dagatan sea lagoon
lawa-lawa pond lagoon
tubig water
batuhan rocks rocky beach
bato stone rock rocks
bangin cliff ravine
lambak valley
kapatagan plain lowland
tagaytay ridge highland
kalangitan sky skies
hangin wind air breeze
ulan rain
init heat hot
lamig cold cool
klima climate
kabayuhan horse ranch stable
rantso ranch
kakawan cacao farm cocoa
kakaw cacao cocoa chocolate
tablea cacao tablets chocolate
asukarera sugar mill
gilingan mill grinder
panaderia bakery
pastelerya pastry shop patisserie bakeshop
tsaa tea
salabat ginger tea
katas juice extract
inuming drink beverage
tagay drink shot toast
bahay-inuman bar pub
lutuin cuisine dishes recipe
lutong-pinoy filipino food
pinoy filipino
pilipino filipino philippine
pilipinong filipino philippine
katutubo indigenous native tribal
katutubong indigenous native folk traditional
tradisyonal traditional
tradisyunal traditional
tunay authentic real genuine
orihinal original authentic
espesyal special
paborito favorite favourite
bantog famous renowned
tanyag famous renowned popular
dayuhan foreign foreigner
banyaga foreign
intsik chinese
tsino chinese
hapones japanese
koreano korean
amerikano american
kastila spanish
espanyol spanish
indiyano indian
bumbay indian
arabo arab middle eastern
lugawan congee shop porridge place lugaw eatery
gotohan congee shop goto eatery
bulaluhan bulalo restaurant beef soup house
sisigan sisig house pub grill
tapsihan tapsilog eatery breakfast place
paresan beef pares eatery
pares beef braised
kambingan goat restaurant dishes
kapihan coffee shop cafe
kapeterya cafeteria canteen
kantina canteen cafeteria
kamayan eat hands boodle fight filipino restaurant
boodle fight feast
salu-salo feast gathering party
handaan feast banquet party catering
unli unlimited eat-all-you-can buffet
unli-rice unlimited rice
samgyup korean barbecue samgyupsal bbq
samgyupsal korean barbecue pork belly bbq
tusok-tusok street food
pata pork knuckle leg
chicharon pork rinds cracklings chicharron
tsitsaron pork rinds cracklings
bistek beef steak
pochero puchero stew
puchero stew
paksiw vinegar stew
ginataan coconut milk stew
ginataang coconut milk
gata coconut milk
palabok noodles
bihon rice noodles
canton egg noodles
sotanghon glass noodles
miki egg noodles
ukoy fritters shrimp
okoy fritters shrimp
torta omelette omelet
tortang omelette
talong eggplant aubergine
kamote sweet potato
kamoteng-kahoy cassava
balinghoy cassava
ampalaya bitter gourd melon
kalabasa squash pumpkin
sitaw string beans
malunggay moringa
kangkong water spinach
mais corn
mani peanuts peanut
munggo mung beans
monggo mung beans
kabute mushroom mushrooms
tokwa tofu bean curd
embutido meatloaf
morcon beef roll
relleno stuffed
lengua ox tongue
callos tripe stew
sopas soup macaroni
molo dumpling soup wonton
ensaymada brioche pastry
ensaimada ensaymada pastry
hopia bean cake pastry
polvoron shortbread
yema custard candy
leche milk custard flan
flan custard leche
maja coconut pudding blanca
sapin-sapin layered rice cake
kutsinta brown rice cake
palitaw rice cake
pichi-pichi cassava dessert
gulaman jelly gelatin
sago tapioca pearls
minatamis sweetened dessert candied
kalamay sticky rice cake
espasol rice cake
tupig grilled rice cake
pastillas milk candy
piaya flatbread pastry
barquillos wafer rolls
broas ladyfingers
galletas biscuits crackers
otap puff pastry biscuit
pinakbet vegetable stew
dinengdeng vegetable soup
bagnet crispy pork belly
empanada pastry
igado pork liver stew
poqui-poqui eggplant omelette
papaitan bitter soup goat
sinanglao beef soup
kilawen ceviche kinilaw
abuos ant eggs
warek-warek pork salad
sukang vinegar
kabalyo horse
danum water
bantay mountain hill
karayan river
taaw sea ocean
balay house home
sabong cockfight flower
buro fermented rice fish
betute stuffed frog
kamaru mole crickets
laing taro leaves coconut
pinangat taro leaves dish
kinunot shark coconut stew
bicol spicy
tuslob dipping street food
buwa bubbles tuslob
puso hanging rice pouch heart
ngohiong spring roll five spice
humba braised pork
nilarang fish soup
linarang fish soup
sutukil grilled stewed raw seafood
tinowa fish soup
bas-oy beef soup
pungko-pungko street food fried
ginabot pork cracklings
masareal peanut candy
rosquillos cookies
budbud sticky rice cake
ibos rice cake
sikwate hot chocolate
utan vegetables vegetable soup
pagkaon food
kan-anan eatery restaurant
kaonan eatery restaurant
kalan-on food
suba river
busay waterfall falls
baybayon beach shore coast
lanaw lake
langob cave
dakbayan city
lungsuranon urban
baligya goods sale shop
karaan old ancient
daang old
malapit near nearby close
tabi beside side next
harap front facing
likod back behind rear
taas top upstairs high
itaas top upstairs upper
bubong roof rooftop
ilalim under underground below
loob inside indoor interior
labas outside outdoor
sulok corner nook
kanto corner street
birhen virgin our lady
santo saint holy
santa saint holy
nazareno nazarene black
krus cross
banal holy sacred
poon patron saint image lord
nino santo holy child
habi weaving woven textile
hinabi woven weaving textile
paghahabi weaving
habihan weaving center loom
banig woven mat
palayok clay pot pottery
palayukan pottery workshop
ukit carving carved woodcarving
inukit carved carving
lilok sculpture carving
iskultor sculptor
pintor painter artist
alagad artist follower
tula poem poetry
tulaan poetry reading
panitikan literature
kundiman love song
harana serenade
rondalla string band
kulintang gong ensemble
tambol drum drums
gitara guitar
piyano piano
tinikling folk dance bamboo
katutubong-sayaw folk dance
kalapati pigeon dove
maya sparrow
lawin hawk
uwak crow
tagak heron egret
pabo turkey
gansa goose
kuneho rabbit bunny
daga rat mouse
paniki bat bats
butiki lizard
bayawak monitor lizard
tuko gecko
palaka frog
gagamba spider
langgam ant ants
tigre tiger
leon lion
elepante elephant
oso bear
pugo quail
sawa python snake
tamaraw dwarf buffalo
dugong sea cow
isdang fish
bukas open tomorrow
sarado closed
magdamag overnight all-night
libre free complimentary
sulit value money worth it budget
presko fresh airy cool
mahangin windy breezy
maaliwalas airy bright spacious
malilim shady
maaraw sunny
madilim dark
maliwanag bright well-lit
matao crowded busy
dinarayo popular visited destination
lugar place spot location
puwesto spot place stall
pwesto spot stall
kainang restaurant eatery
pagkaing food
kakainan eatery restaurant
silungan shelter
silong shelter basement
hagdan stairs steps staircase
hagdanan staircase stairs
bakuran yard backyard garden
looban inner courtyard
patyo patio courtyard
beranda veranda balcony
balkonahe balcony
terasa terrace
bintana window
pinto door gate
tarangkahan gate
arko arch
kuwarto room
silid room hall
bulwagan hall auditorium
awditoryum auditorium
kombento convent monastery
monasteryo monastery
paaralan school
eskwela school
unibersidad university
pamantasan university
ospital hospital
munisipyo municipal hall town
kapitolyo capitol provincial
lamang-dagat seafood
pagkaing-dagat seafood
paluto cook your catch seafood restaurant
dampa seafood market restaurant
bilao platter tray
barbekyu barbecue bbq grill
barbikyu barbecue bbq grill
barako coffee strong
pansiteria noodle house pancit restaurant
kusinero cook chef
tagaluto cook chef
simbaan church
galeriya gallery art
galerya gallery art
awiting-bayan folk song music
opm filipino music
pamimili shopping
mamili shop shopping
ukay-ukay thrift store secondhand clothes
ukayan thrift shop store
bodega warehouse storage
pasalubungan souvenir shop pasalubong center delicacies
aliwan entertainment amusement
libangan entertainment recreation leisure amusement
liwaliw leisure relaxation
alon waves wave surfing surf
bakawan mangroves mangrove
bakawanan mangrove forest mangroves
korales coral reef corals
bahura reef coral
dalisdis slope hillside
tuktok summit peak top
rurok peak summit
talampas plateau highland
lupa land ground soil
bukirin farmland fields
taniman plantation orchard farm
manggahan mango orchard farm
pinyahan pineapple plantation
orkidyas orchids orchid
orkidya orchid
sampaguita jasmine
gumamela hibiscus
kahoy wood wooden timber
inasalan grilled chicken restaurant inasal house
sugbahan grill barbecue place
kapeng coffee
walang-karne meatless vegetarian
bigasan rice store
hamon ham
hamonado sweet cured pork
adobong adobo
sampalok tamarind
kamatis tomato
pipino cucumber
repolyo cabbage
petsay pechay bok choy
labanos radish
patatas potato potatoes
karot carrot
pansit-kanton stir-fried noodles
puto-bumbong purple rice cake christmas
bumbong bamboo tube purple rice cake
bibingkahan bibingka stall rice cake shop
mais-con-yelo corn shaved ice dessert
saba plantain banana
maruya banana fritters
karioka fried rice balls
camote-cue caramelized sweet potato
kamote-cue caramelized sweet potato
maja-blanca coconut pudding
leche-flan flan custard
buko-pie coconut pie
buko-pandan coconut pandan dessert
monay bread roll
pan bread
tinapayan bakery bread shop`;

let english: Map<string, readonly string[]> | null = null;
function table(): Map<string, readonly string[]> {
  if (!english) {
    english = new Map();
    for (const line of `${DUTCH}\n${TAGALOG}`.split('\n')) {
      const [word, ...said] = line.split(' ');
      if (word && said.length) english.set(word, [...new Set([...(english.get(word) ?? []), ...said])]);
    }
  }
  return english;
}

/** Words that are also English words ("beer" is a bear in Dutch, "pad" a path): alone they are read as English; inside a
 * Dutch compound ("filosofenpad") as Dutch. */
const ENGLISH_TOO = new Set('beer boot kind room top spit land hip leer drop les pan bank post tin slot pad mode hut wild dal hal tent spel rond bos berg kas lied arts leon'.split(' '));

/** The English words a Dutch or Tagalog word may go by ("bloemen": flower, flowers, floral ...); none for a word not listed. */
export function inEnglish(word: string, insideCompound = false): readonly string[] {
  return (insideCompound || !ENGLISH_TOO.has(word) ? table().get(word) : undefined) ?? [];
}

/** A word of the table as the first part of a Dutch compound, with or without its linking s ("scheeps", "kinder"). */
export function listedFirstPart(word: string): boolean {
  const words = table();
  return words.has(word) || (word.endsWith('s') && words.has(word.slice(0, -1)));
}

/** A Dutch compound read as its listed parts: "wereldmuziek" is wereld + muziek, "scheepvaartmuseum" scheepvaart + museum.
 * The first part may carry a linking s ("scheeps"); both parts must be words of the table or, for the last one, a word
 * of four letters or more that the caller knows ("jazzpodium": jazz + podium). Undefined for no such split. */
export function compoundParts(word: string, knownLast: (part: string) => boolean = () => false): readonly [string, string] | undefined {
  if (word.length < 7) return undefined;
  const words = table();
  // The longest listed first part wins: "bloemenmarkt" is bloemen + markt before bloem + enmarkt.
  for (let cut = word.length - 3; cut >= 3; cut--) {
    const first = word.slice(0, cut);
    const last = word.slice(cut);
    const firstKnown = listedFirstPart(first) || knownLast(first);
    if (firstKnown && (words.has(last) || (last.length >= 4 && knownLast(last)))) return [first.endsWith('s') && !words.has(first) && words.has(first.slice(0, -1)) ? first.slice(0, -1) : first, last];
  }
  return undefined;
}

/** The ways a Dutch compound ends in a listed word ("rubenshuis": rubens + huis), the longest first part first; kept per word. */
const splitCache = new Map<string, readonly (readonly [string, string])[]>();
export function listedEndings(word: string): readonly (readonly [string, string])[] {
  let splits = splitCache.get(word);
  if (!splits) {
    const words = table();
    const found: [string, string][] = [];
    if (word.length >= 7) for (let cut = word.length - 3; cut >= 3; cut--) if (words.has(word.slice(cut))) found.push([word.slice(0, cut), word.slice(cut)]);
    if (splitCache.size > 5000) splitCache.clear();
    splitCache.set(word, (splits = found));
  }
  return splits;
}

/** The word, its parts when it is a compound, and what each says in English: one group of alternatives per part. */
export function describedBy(word: string, knownLast?: (part: string) => boolean): readonly (readonly string[])[] {
  // A compound is read by its parts even when listed whole: "bloemenmarkt" is a flower (which tells) and a market (which may not).
  const parts = compoundParts(word, knownLast) ?? [word];
  return parts.map((part) => [part, ...inEnglish(part, parts.length > 1).flatMap((said) => said.split('-'))]);
}
