/**
 * The 2,000 most common passwords, most common first, lower case, separated by white space.
 * Taken from the ranked password dictionary of @zxcvbn-ts/language-common 4.1.3 (MIT), which
 * draws on public breach corpora; shipped as data so the policy needs no package at run time.
 */
const LIST = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123 football monkey
letmein shadow master 696969 michael mustang 666666 qwertyuiop 123321 1234567890 pussy superman 1qaz2wsx 7777777
fuckyou jordan qazwsx jennifer 123qwe 000000 killer trustno1 hunter harley zxcvbnm asdfgh buster andrew batman
soccer tigger charlie robert sunshine thomas iloveyou fuckme ranger daniel hockey george computer michelle jessica
starwars asshole pepper klaster 112233 zxcvbn freedom princess joshua maggie pass ginger 11111111 131313 fuck amanda
ashley love cheese 159753 nicole summer matthew chelsea dallas biteme matrix william yankees 6969 taylor corvette
austin access martin heather thunder merlin secret diamond hello anthony hammer fucker 1234qwer silver gfhjkm justin
patrick richard bailey internet samantha golfer scooter test orange cookie q1w2e3r4t5 maverick jackson sparky mickey
phoenix bigdog snoopy guitar whatever chicken morgan andrea camaro mercedes peanut ferrari cowboy falcon welcome
samsung sexy steelers joseph smokey dakota melissa arsenal boomer eagles tigers marina nascar booboo gateway porsche
yellow monster spider diablo hannah bulldog junior london purple compaq lakers iceman qwer1234 hardcore cowboys
money banana ncc1701 boston brandon tennis johnny miller q1w2e3r4 coffee scooby 123654 edward nikita mother yamaha
brandy barney chester fuckoff oliver charles player knight forever steven rangers midnight chicago bigdaddy redsox
victoria badboy angel please fender chris jasper james slayer rabbit natasha rachel bigdick marine wizard marlboro
raiders prince casper fishing flower crystal jasmine panties iwantu adidas winner winter gandalf password1 enter
ghbdtn 1q2w3e4r angela mike golden lauren cocacola jordan23 winston madison angels blowme panther sexsex bigtits
spanky bitch shannon sophie johnson asdfasdf david horny thx1138 toyota tiger murphy dick canada danielle 12344321
blowjob 8675309 jonathan liverpoo muffin cooper apples jackie dennis black qwerty123 passw0rd john abcd1234 sandra
pokemon 123abc slipknot carlos qazxsw 123456a scorpion qwaszx nathan butter startrek rainbow asdfghjkl razz redskins
newyork gemini cameron qazwsxedc florida liverpool turtle nicholas viking booger wilson sierra butthead doctor
rocket 159357 victor dolphins captain bandit jaguar packers pookie peaches 789456 asdf blue dolphin helpme tucker
theman tiffany maxwell jeremy qwertyui shithead debbie albert maddog lovers monica alex united giants nirvana
metallic hotdog rosebud mountain benjamin warrior stupid elephant suckit success bond007 jackass bonnie alexis porn
lucky jason scorpio samson q1w2e3 rush2112 azerty freddy driver willie calvin 1q2w3e4r5t sydney gators dexter red123
12345a 123456q bubba creative golf voodoo happy arthur trouble america nissan gunner rebecca stella garfield gordon
jessie bullshit parker asdfghjk 5150 fucking apollo jack 1qazxsw2 2112 eminem december legend airborne beavis august
bear apple brooklyn godzilla skippy buddy 4815162342 qwert kitten magic shelby beaver phantom fred nothing asdasd
williams xavier braves darkness blink182 travis copper tomcat platinum qweqwe girls 01012011 bigboy green power
102030 animal police 11223344 online voyager lifehack 12qwaszx fish sniper 315475 trinity walter blazer heaven lover
snowball playboy bubbles loveme hooters cricket marvin willow donkey topgun nintendo saturn family november gabriel
destiny pakistan pumpkin digital sergey chance explorer redwings private therock runner tits 789456123 lasvegas
guinness beatles fire cassie christin qwerty1 asdf1234 celtic broncos andrey 007007 babygirl nelson donald scott
eclipse cartman fluffy louise michigan testing carolina little samuel alexande birdie steve cherry pantera sharon
gibson vampire mexico dickhead peter buffalo montana genius beer flyers maximus school minecraft lovely stalker
metallica doggie carter kristina kimberly spencer speedy barbara snickers sabrina carmen marcus bronco yankee
friends paradise lol123 dreams magnum horses cool caroline 147258369 lacrosse ou812 goober member qwertyu enigma
scotty pimpin bollocks brian cock surfer sammy genesis poohbear dave star asd123 qweasdzxc baby racing friend hello1
hawaii eagle1 billy viper october vanessa poopoo einstein boobies stanley 12345q walker bitches paul drowssap
stephen courtney simple alaska badger action jake bill denise jester 111222 spitfire drummer forest patricia
maryjane champion diesel svetlana rock friday kevin mark gregory pamela frank hotrod 147258 chevy anderson lucky1
douglas westside security google badass shorty tester thumper hitman mozart general reddog boobs zaq12wsx music
010203 lizard alexander melanie a123456 ruslan 123456789a vincent eagle 1232323q sweet teresa scarface 147852
qwerty12 a12345 marshall olivia veronica porno buddha spirit frankie money1 stargate antonio liberty natalie mercury
naruto qwe123 12345qwert suzuki semperfi king popcorn spooky marley system brittany claudia kelly scotland free
kitty cherokee vikings simpsons death leslie rascal qweasd jimmy loveyou hummer michael1 allison rocky patches
russia adrian jupiter penguin cumshot howard passion honda vfhbyf andre vladimir franklin sandman 123789 infinity
homer bastard raider passport assman sucker fantasy bulldogs 1234554321 horney domino budlight ironman disney norman
usuckballz1 softball bishop francis brutus ford redrum brooke bigred jeffrey jesus fktrcfylh karina marines kawasaki
digger ireland oksana fireman cougar college shit alicia russell houston monday bradley cunt sarah nigger justice
super wildcats tinker duncan dancer logitech avalon swordfis everton reggie motorola alexandr molly timothy hentai
pussy1 claire patriots madonna colorado eugene ducati kermit juventus indian connor galore freeuser smooth house
titanic boogie simpson warcraft wolverin elizabet arizona saints valentin georgia asdfg test123 accord matt baxter
denver mitchell christ password123 yfnfif slut smith stinky zachary roland naughty ncc1701d spiderma chopper brenda
hello123 extreme virginia water skyline poop zombie pearljam froggy pirate fylhtq vision 123qweasd awesome alyssa
dreamer predator bullet empire wolf charlie1 kirill 123123a people penis elvis panthers skipper nemesis peekaboo
rasdzv3 simon alison rolltide american cardinal arnold chevelle daddy psycho happy1 danger mookie wanker manutd
9379992 tommy hobbes vegeta goblue 852456 burton fyfcnfcbz picard 159951 bobby windows loverboy lovelove vfrcbv
victory 123654789 bambam turkey serega tweety hiphop galina changeme rooster polina berlin suckme taurus electric
ronald avatar 134679 mine raptor alpha1 maksim spring brazil eric bigcock newport hard kenneth hendrix madmax
england a1b2c3 alpha sublime britney france darkside bigman hercules lawrence wolfpack classic letmein1 lincoln
ronaldo 741852963 spiderman 1q2w3e blizzard cheyenne 123456789q wombat bubba1 tiger1 cjkysirj raymond brother
kristen pandora devils zxc123 simone holiday wildcat horse kramer 12312 147852369 buddy1 sterling caesar alabama
carrie bondage basketball sports pussycat pickle catch22 leather shaggy a1b2c3d4 chronic flowers qaz123 qqq111
robbie admin gracie amber freepass airplane perfect kodiak billybob katana sunset crazy good stingray maria anna
snowman phpbb angel1 chocolat zeppelin garcia detroit wolves pontiac candy firebird vagina gundam panzer outlaw time
pretty fisher connie honey business trevor redhead hardon greenday tarheels 01011980 nastya hellfire cobra engineer
dragon1 savage service serenity sasha michele dude lickme fireball 1029384756 white remember darkstar miranda flash
mustang1 01011 124578 harvey oscar strike freddie pavilion beauty bobafett 01012000 adam dbrnjhbz jeff bigmac chris1
duke clinton bowling jenny natali future harrison jones wallace welcome1 swimming apache rulez pyramid dodgers girl
whynot fuckit defender teens morris trooper 135790 cancer precious packard lucifer popeye weasel 142536 raven
icecream stewart tanner swordfish blonde sandy presario rockstar viktor manager cheryl norton james1 control wutang
airforce julian atlanta pimp spike thailand looking casino 741852 21122112 paris mouse lennon 456123 bluebird theone
hawkeye hacker lisa dustin elaine nfnmzyf sailor catfish goldfish maxima tattoo barbie light design pervert machine
herman wrangler rocks trucks nipples roscoe tornado jerry lights bubble cadillac 666999 madman orlando pegasus
target longhorn laura philip browns eatme stefan cannon dilbert baller microsoft winnie christia katie qazwsx123
shooter xfiles qazqaz lesbian street seattle corona amateur cthutq prelude 246810 beach malibu freaky assassin
integra atlantis 123qweasdzxc pussies dragons iloveu monkey1 unicorn lonewolf regina 753951 stealth kristin tony
peewee openup bobcat stacey software newton leonardo student srinivas angelina young enjoy valentina trigger zaqwsx
lolita athena shotgun coyote bruins veronika dollar country rocky1 joker babydoll lestat wordpass hottie smiley
potter random sweety butterfly woody chipper snake samurai video gizmo maddie devildog valerie mistress flipper
freedom1 express powers soso123aljg cessna teacher goldie moose polaris piglet cookies elena montreal hjvfirf ladies
wolfgang fatboy scully father single wicked daisy fetish foobar castle tickle bunny pepsi balls transam dfvgbh
31415926 oicu812 impala sunday booty hotstuff ronnie jasmin ryan gambit toshiba basketba lancer birthday texas
stephani jessica1 hooker knicks 314159 roberto stinger testtest fuckyou2 kathleen savannah shamrock benson squirt
deftones trucker nick redneck goldberg alfred blaster siemens shelly renegade manson subaru ibanez blondie hamilton
casey swinger reaper cristina minnie mylove harry galaxy lindsay dudley farmer gloria special blahblah enterpri
1234abcd travel babylon5 bigone sweetpea sugar smoke skeeter fucked indiana great ficken trfnthbyf master1 freeman
curtis smitty marino joanne bigfoot escort babes check larisa trumpet tristan spartan babylon asdfghj sister valera
stormy paladin andreas cavalier marathon hamlet aardvark butterfl bigboobs mister manchester yankees1 rusty napoleon
seven indigo hornet skater jerome pierre wonder toronto rose indians karate buckeyes 01011990 julie hesoyam fredfred
charger highland sweetie holland 1qaz2wsx3edc chiefs diamonds buckeye aurora hotsex campbell griffin brandi redman
passwor chandler drpepper monika maiden elizabeth leonard bernie brown pornstar garden storm autumn 12345678910
linda thuglife millie jungle pencil tomtom insane pizza timber jesus1 sherlock mariah audrey david1 1a2b3c hamster
aragorn pioneer techno catdog lollol triumph sidney 141627 321654 fktrctq none sophia morpheus island wetpussy
hobbit blabla erotic shadow1 aaron pascal sampson consumer justme marion stones chrissy tyler nadine marie goforit
burger pitbull kelsey adgjmptw spartak german karen kissme hunting kaiser martha colors artist harold bass italia
sammie barcelona mario nicolas virgin pebbles sundance isabella overlord emerald callie doggy irina racecar isabelle
germany 1478963 goddess change wesley nipple basket joejoe holly poison zipper alpine shirley element huskers marcel
eddie danny christy pussys sakura chichi inside ultimate dirty nicola ncc1701e blackie q12345 omega watson rommel
matthew1 geronimo nikki caserta trojan 123qwe123 philips sergio nugget sammy1 tarzan bassman warren trixie chicks
aleksandr cream webster help sherry manuel portugal dodger anakin bobbob bomber michel madness superfly q1w2e3r4t5y6
loser 123asd florence yvonne fatcat global ybrbnf energy desire wrinkle1 soldier bianca sexual warlock martina babe
951753 11235813 51505150 andrei larry seminole peace alejandr westham concrete access14 harris margaret hector
christop naked ladybug letmein2 network bernard weed tintin qazxswedc trombone chuck pleasure rhbcnbyf home history
bluesky sherman logan january onelove cotton christian cdtnkfyf sunny archie holden whore brianna vfvjxrf titans
stallion lindsey singer truck smile party missy hansolo angelo joanna natalia beagle phillip panama smiles blue22
juice qawsed inferno moon mongoose connect kingkong snatch flatron sex4me bluemoon turbo rocker personal emily
blessed snakes dominic joey forget finger beetle jamaica alberto a1234567 mulder fuckyou1 jamie susan immortal head
passat plastic 123454321 dietcoke spunky suck long anthony1 whiskey monitor giovanni cactus ripper spyder markus
planet magic1 teen patton exigen sticky waters sluts nolimit daniela hollywoo abigail apple1 morrison katrina trunks
1234321 andy assass always diana deedee 14789632 clifford april speed japan mission pickles million sailing freak
holmes bonehead fernando ghbdtnbr 112358 911911 charlott delta yomama darren rubber newman molly1 1123581321 faster
cumming bertha memphis sylvia open ilovesex maurice william1 hongkong olga jumper unreal geheim rodney nylons
sebastia pentium legion shalom kennedy 555666 brooks movie dodge dream graham sprite curious pacific loulou funtime
philly ferret niners orion werewolf milton cantona kingdom stars africa office boeing gilbert abgrtyu pirates
super123 sheila french sweets cooldude palmer eternity lollipop tottenha green1 stocking monique anything foster
irish jackoff 7895123 biscuit drizzt camera columbia fossil moomoo makaveli tracey colt45 robinson isabel martini
salmon shasta jersey verbatim maniac snapper satan666 nasty solomon patriot jacob standard shaved blackcat asdzxc
punkrock raistlin infantry qwerty12345 4128 dillon gerald twister ricardo waterloo cjkywt clayton crimson serena
01012010 oxford maxmax denis flight condor seinfeld silvia biggie maxine musicman ravens teddy colleen bruce wolfman
sharks megadeth cosmos velvet butt keeper foxtrot garrett black1 damien anton sesame skywalke gn56gn56 banshee cats
squirrel wolverine dogs sunrise rick ghost western grendel sucks roxanne privet legolas frog felix marlin stone
herbert lvbnhbq qazwsxed carrot blades frosty stardust 121314 helena brownie groovy penny butler coolio twilight
daytona licker peanuts intrepid pikachu trains mollie vanhalen jericho hershey strider lobster punisher grace bird
zaq123 bottom ninja 1234567a murray kansas shogun goblin search neptune ball showtime darwin amadeus suzanne
fuckfuck seven7 jason1 111222333 oldman bruno showme henry getsome muscle obiwan support rfrfirf skittles ekaterina
gold whitney shark maestro anal danni tanker english tarheel fighter thanks blue123 hannibal capital newlife anubis
gothic chaos blues cindy sabine thunder1 roman preston princes brendan slick 123456z evelyn python test1 richie
tequila boss cody devil chelsea1 clover delete mirage blood surfing 1q2w3e4r5t6y bentley portland potato baggins
review porter chubby panasonic sandiego sooners buffy buck tina derrick penelope blackdog harmony fusion dima mature
malcolm allen mary buttons 1a2b3c4d californ safety playtime dagger moscow swallow warriors byteme stimpy gangster
lucas christine turner iverson lester chargers liquid asdf123
`;

/** The common passwords, lower case. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
